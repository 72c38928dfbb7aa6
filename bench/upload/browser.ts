/**
 * Browser upload benchmark (issue 12): how fast Chromium sends an answer with the web app's tus
 * settings (web/src/features/submissions/lib/uploadSettings.ts), against a raw stream of the same
 * bytes from the same browser (one fetch POST of the Blob to a plain node:http server), and
 * against the old 1 MiB request-and-wait chunks.
 *
 *   loopback:   the browser and the server on 127.0.0.1 (target: tus >= 0.8 of raw)
 *   netem:      the browser in a network namespace behind a link of 80 ms round trip and
 *               20 Mbit/s each way (target: tus >= 85% of the link). This kernel has no tc
 *               netem, so the link is bench/upload/link-emulator.py (TUN devices, userspace
 *               delay and rate). Needs root (ip netns, /dev/net/tun); skipped otherwise.
 *
 *   npx tsx bench/upload/browser.ts                         loopback 200 MiB + netem 20 MiB, 3 runs
 *   npx tsx bench/upload/browser.ts --size-mb 50 --netem-size-mb 8 --runs 1
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from '@playwright/test';
import { TUS_CHUNK_SIZE_BYTES } from '../../web/src/features/submissions/lib/uploadSettings.js';

const MiB = 1_048_576;
const root = path.resolve(import.meta.dirname, '..', '..');
const LINK_MBIT = 20;
const RTT_MS = 80;
const NS = 'nlbench-upload';
const HOST_IF = 'nlb-up-h';
const NS_IF = 'nlb-up-n';
const HOST_ADDR = '10.209.0.1';
const NS_ADDR = '10.209.0.2';

interface ServerInfo {
  tusEndpoint: string;
  rawUrl: string;
  token: string;
}

function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
}

async function startServer(dataDir: string, host: string): Promise<{ child: ChildProcess; info: ServerInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/upload/server.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_HOST: host },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, info: JSON.parse(first) as ServerInfo };
}

const sh = (cmd: string) => {
  const result = spawnSync('sh', ['-c', cmd], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd}: ${result.stderr.trim()}`);
};

/**
 * A namespace whose only way out is a shaped link: 40 ms each way (80 ms round trip) and
 * 20 Mbit/s each way. tc netem would do it on a veth pair, but this kernel has no netem, so a
 * userspace link between two TUN devices does the same (bench/upload/link-emulator.py).
 */
async function createShapedNetwork(): Promise<() => void> {
  const teardown = () => spawnSync('sh', ['-c', `ip netns del ${NS} 2>/dev/null`]);
  teardown();
  sh(`ip netns add ${NS}`);
  // Above the benchmark's own priority: a starved emulator would be a slower link, not a slower upload.
  const emulator = spawn('nice', ['-n', '-15', 'python3', path.join(root, 'bench/upload/link-emulator.py'), NS, HOST_IF, NS_IF, String(RTT_MS / 2), String(LINK_MBIT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: emulator.stdout! }).once('line', () => resolve());
    emulator.once('exit', (code) => reject(new Error(`link emulator exited with ${code}`)));
  });
  sh(`ip addr add ${HOST_ADDR} peer ${NS_ADDR} dev ${HOST_IF} && ip link set ${HOST_IF} up`);
  sh(`ip netns exec ${NS} sh -c 'ip addr add ${NS_ADDR} peer ${HOST_ADDR} dev ${NS_IF} && ip link set ${NS_IF} up && ip link set lo up'`);
  return () => {
    emulator.kill('SIGTERM');
    teardown();
  };
}

/** Chromium started inside the namespace (Playwright talks to it over inherited pipes). */
async function launchBrowser(inNamespace: boolean, tmp: string): Promise<Browser> {
  if (!inNamespace) return chromium.launch({ executablePath: '/usr/bin/chromium' });
  const wrapper = path.join(tmp, 'chromium-in-netns.sh');
  await writeFile(wrapper, `#!/bin/sh\nexec ip netns exec ${NS} /usr/bin/chromium "$@"\n`);
  await chmod(wrapper, 0o755);
  return chromium.launch({ executablePath: wrapper });
}

/** Runs in the page: makes sizeMiB random bytes as a Blob and sends it; resolves with seconds. */
const PAGE_UPLOAD = `async ({ info, size, mode }) => {
      const block = new Uint8Array(8 * 1_048_576);
      for (let i = 0; i < block.length; i += 65_536) crypto.getRandomValues(block.subarray(i, i + 65_536));
      const parts = [];
      for (let left = size; left > 0; left -= block.length) parts.push(left >= block.length ? block : block.subarray(0, left));
      const file = new Blob(parts, { type: 'video/webm' });
      const started = performance.now();
      if (mode.kind === 'raw') {
        const res = await fetch(info.rawUrl, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } });
        if (!res.ok) throw new Error(\`raw \${res.status}\`);
      } else {
        const tus = window.tus;
        await new Promise((resolve, reject) => {
          new tus.Upload(file, {
            endpoint: info.tusEndpoint,
            chunkSize: mode.chunkSize === -1 ? Infinity : mode.chunkSize,
            retryDelays: null,
            headers: { Authorization: \`Bearer \${info.token}\` },
            metadata: { filename: 'answer.webm', filetype: 'video/webm' },
            onSuccess: () => resolve(),
            onError: (error) => reject(error),
          }).start();
        });
      }
      return (performance.now() - started) / 1000;
    }`;

type Mode = { kind: 'tus'; chunkSize: number } | { kind: 'raw' };

/** Seconds for one upload of sizeMiB random bytes made in the page, as the app would send them. */
async function uploadOnce(browser: Browser, info: ServerInfo, sizeMiB: number, mode: Mode): Promise<number> {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(info.tusEndpoint.replace(/\/api\/v1\/uploads$/, '/healthz'));
  await page.addScriptTag({ content: await readFile(path.join(root, 'node_modules/tus-js-client/dist/tus.min.js'), 'utf8') });
  const arg = { info, size: sizeMiB * MiB, mode: mode.kind === 'tus' && !Number.isFinite(mode.chunkSize) ? { kind: 'tus', chunkSize: -1 } : mode };
  // A string, not a function: tsx would add helpers (__name) the page does not have.
  const seconds = (await page.evaluate(`(${PAGE_UPLOAD})(${JSON.stringify(arg)})`)) as number;
  await context.close();
  return seconds;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

async function measure(browser: Browser, info: ServerInfo, sizeMiB: number, runs: number) {
  const modes = { app: { kind: 'tus', chunkSize: TUS_CHUNK_SIZE_BYTES } as Mode, oneMiBChunks: { kind: 'tus', chunkSize: MiB } as Mode, raw: { kind: 'raw' } as Mode };
  const seconds: Record<keyof typeof modes, number[]> = { app: [], oneMiBChunks: [], raw: [] };
  for (let run = 0; run < runs; run++) {
    // Interleaved, so a burst of load on this shared machine hits every mode alike.
    for (const name of Object.keys(modes) as (keyof typeof modes)[]) seconds[name].push(round(await uploadOnce(browser, info, sizeMiB, modes[name]), 3));
  }
  const mbps = (name: keyof typeof modes) => round((sizeMiB * MiB) / 1e6 / median(seconds[name]));
  return { sizeMiB, runs, appMBps: mbps('app'), oneMiBChunksMBps: mbps('oneMiBChunks'), rawMBps: mbps('raw'), secondsPerRun: seconds };
}

async function main() {
  const sizeMiB = numberArg('--size-mb', 200);
  const netemSizeMiB = numberArg('--netem-size-mb', 20);
  const runs = numberArg('--runs', 3);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'nurselab-upload-web-'));
  const result: Record<string, unknown> = {
    appChunkSize: Number.isFinite(TUS_CHUNK_SIZE_BYTES) ? TUS_CHUNK_SIZE_BYTES : 'whole file (one streaming PATCH)',
    browser: 'Chromium (Playwright, headless)',
    loadAverageAtStart: os.loadavg().map((l) => round(l)),
  };
  try {
    const local = await startServer(path.join(tmp, 'loopback'), '127.0.0.1');
    const browser = await launchBrowser(false, tmp);
    try {
      const loopback = await measure(browser, local.info, sizeMiB, runs);
      result.loopback = { ...loopback, ratio: round(loopback.appMBps / loopback.rawMBps), oneMiBChunksRatio: round(loopback.oneMiBChunksMBps / loopback.rawMBps) };
      console.log('loopback', JSON.stringify(result.loopback));
    } finally {
      await browser.close();
      local.child.kill('SIGTERM');
    }

    if (process.getuid?.() !== 0) {
      result.netem = { skipped: 'needs root (ip netns, /dev/net/tun)' };
    } else {
      const teardown = await createShapedNetwork();
      await mkdir(path.join(tmp, 'netem'), { recursive: true });
      const shaped = await startServer(path.join(tmp, 'netem'), HOST_ADDR);
      const browser = await launchBrowser(true, tmp);
      try {
        const netem = await measure(browser, shaped.info, netemSizeMiB, runs);
        const linkMBps = (LINK_MBIT * 1e6) / 8 / 1e6;
        result.netem = {
          emulation: 'userspace TUN link (bench/upload/link-emulator.py): this kernel has no tc netem',
          rttMs: RTT_MS,
          linkMbit: LINK_MBIT,
          linkMBps,
          ...netem,
          ofLink: round(netem.appMBps / linkMBps),
          oneMiBChunksOfLink: round(netem.oneMiBChunksMBps / linkMBps),
          rawOfLink: round(netem.rawMBps / linkMBps),
        };
        console.log('netem', JSON.stringify(result.netem));
      } finally {
        await browser.close();
        shaped.child.kill('SIGTERM');
        teardown();
      }
    }
    result.loadAverageAtEnd = os.loadavg().map((l) => round(l));
    const loop = result.loopback as { ratio: number };
    const net = result.netem as { ofLink?: number };
    result.meets = { loopbackRatioAtLeast0_8: loop.ratio >= 0.8, netemAtLeast85PercentOfLink: net.ofLink === undefined ? null : net.ofLink >= 0.85 };
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'upload-web.json'), JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result.meets));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
