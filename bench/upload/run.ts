/**
 * Upload benchmark (ARCHITECTURE.md: a 500 MiB upload grows server memory by <= 64 MiB and runs
 * at >= 80% of a raw loopback stream). Uploads one file through tus in 1 MiB chunks to the real
 * server in a child process, and the same file as one raw HTTP stream to a plain node:http server
 * in that process; reads the child's peak RSS from /proc. Each measurement is the median of
 * --runs runs (this machine is shared, single runs are noisy).
 *
 * The headline tus figure uses a minimal tus client (create, then sequential 1 MiB PATCHes over
 * keep-alive): it measures the server. tus-js-client, a single streaming PATCH and the raw server
 * fed the same 1 MiB requests are reported beside it, to show where the time goes.
 *
 *   npx tsx bench/upload/run.ts                           500 MiB, 3 runs
 *   npx tsx bench/upload/run.ts --size-mb 50 --runs 1     quick check
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished, pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Upload } from 'tus-js-client';

const MiB = 1_048_576;
const CHUNK = MiB;
const root = path.resolve(import.meta.dirname, '..', '..');

interface ServerInfo {
  tusEndpoint: string;
  rawUrl: string;
  token: string;
  tusDir: string;
}

function intArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number of at least 1`);
  return value;
}

/** A file of random bytes (a repeated 8 MiB random block: writing it is fast, nothing compresses it). */
async function makeFile(file: string, sizeMiB: number): Promise<void> {
  const block = randomBytes(8 * MiB);
  const out = createWriteStream(file);
  for (let written = 0; written < sizeMiB * MiB; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, sizeMiB * MiB - written));
    if (!out.write(piece)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; info: ServerInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/upload/server.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, info: JSON.parse(first) as ServerInfo };
}

/** VmRSS and VmHWM (peak since the last reset) of a process, in bytes. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts a fresh peak measurement (Linux: writing 5 to clear_refs resets VmHWM). */
async function resetPeak(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
}

/** A tus upload in chunks of chunkSize bytes (Infinity: one PATCH streaming the whole file). */
function tusUpload(file: string, info: ServerInfo, chunkSize = CHUNK): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: info.tusEndpoint,
      chunkSize,
      retryDelays: [],
      headers: { authorization: `Bearer ${info.token}` },
      metadata: { filetype: 'video/webm', subject: 'maternalchild', labNumber: '1', language: 'en' },
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
      onError: reject,
    });
    upload.start();
  });
}

function rawUpload(file: string, url: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-length': size } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`raw upload: ${res.statusCode}`))));
    });
    req.on('error', reject);
    pipeline(createReadStream(file), req).catch(reject);
  });
}

/** One HTTP request over a keep-alive agent with a slice of the file as body; resolves the response headers. */
function sendSlice(
  url: string,
  method: string,
  agent: http.Agent,
  headers: Record<string, string | number>,
  slice?: { file: string; start: number; end: number },
): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const length = slice ? slice.end - slice.start + 1 : 0;
    const req = http.request(url, { method, agent, headers: { ...headers, 'content-length': length } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode! < 300 ? resolve(res.headers) : reject(new Error(`${method} ${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    if (slice) pipeline(createReadStream(slice.file, { start: slice.start, end: slice.end }), req).catch(reject);
    else req.end();
  });
}

/** A minimal tus client: create, then PATCH chunkSize bytes at a time in order. Returns the upload id. */
async function minimalTusUpload(file: string, info: ServerInfo, size: number, chunkSize = CHUNK): Promise<string> {
  const agent = new http.Agent({ keepAlive: true });
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${info.token}` };
  const created = await sendSlice(info.tusEndpoint, 'POST', agent, { ...tus, 'upload-length': size });
  const url = new URL(String(created.location), info.tusEndpoint).toString();
  for (let offset = 0; offset < size; offset += chunkSize) {
    const end = Math.min(offset + chunkSize, size) - 1;
    await sendSlice(url, 'PATCH', agent, { ...tus, 'upload-offset': offset, 'content-type': 'application/offset+octet-stream' }, { file, start: offset, end });
  }
  agent.destroy();
  return url.split('/').pop()!;
}

/** The same bytes as sequential 1 MiB POSTs: the cost of chunking itself, without tus. */
async function rawChunkedUpload(file: string, url: string, size: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true });
  for (let offset = 0; offset < size; offset += CHUNK) {
    await sendSlice(`${url}?offset=${offset}`, 'POST', agent, {}, { file, start: offset, end: Math.min(offset + CHUNK, size) - 1 });
  }
  agent.destroy();
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const sizeMiB = intArg('--size-mb', 500);
  const runs = intArg('--runs', 3);
  const bytes = sizeMiB * MiB;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-upload-bench-'));
  const { child, info } = await startServer(path.join(dir, 'data'));
  try {
    const file = path.join(dir, 'upload.bin');
    await makeFile(file, sizeMiB);
    const warmup = path.join(dir, 'warmup.bin');
    await makeFile(warmup, 8);

    // Warm every path so code loading and JIT are not counted.
    await rm(path.join(info.tusDir, await tusUpload(warmup, info)));
    await rm(path.join(info.tusDir, await minimalTusUpload(warmup, info, 8 * MiB)));
    await rawUpload(warmup, info.rawUrl, 8 * MiB);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const baseline = await memoryOf(child.pid!);
    await resetPeak(child.pid!);
    let sampledPeak = baseline.rss;
    const sampler = setInterval(() => {
      memoryOf(child.pid!).then((m) => (sampledPeak = Math.max(sampledPeak, m.rss)), () => undefined);
    }, 25);
    /** Times one tus upload, checks the stored size, deletes it. */
    const tusRun = async (upload: () => Promise<string>) => {
      let id = '';
      const seconds = await timed(async () => (id = await upload()));
      if ((await stat(path.join(info.tusDir, id))).size !== bytes) throw new Error('the uploaded file has the wrong size');
      await rm(path.join(info.tusDir, id));
      return seconds;
    };
    const seconds = { tus: [] as number[], tusJsClient: [] as number[], tus8MiB: [] as number[], tusSingleStream: [] as number[], raw: [] as number[], rawChunked: [] as number[] };
    for (let run = 0; run < runs; run++) {
      seconds.tus.push(await tusRun(() => minimalTusUpload(file, info, bytes)));
      seconds.tusJsClient.push(await tusRun(() => tusUpload(file, info)));
      seconds.tus8MiB.push(await tusRun(() => minimalTusUpload(file, info, bytes, 8 * MiB)));
      seconds.tusSingleStream.push(await tusRun(() => tusUpload(file, info, Infinity)));
      seconds.raw.push(await timed(() => rawUpload(file, info.rawUrl, bytes)));
      seconds.rawChunked.push(await timed(() => rawChunkedUpload(file, info.rawUrl, bytes)));
    }
    clearInterval(sampler);
    const peak = Math.max((await memoryOf(child.pid!)).peak, sampledPeak);

    const mbps = (all: number[]) => round(bytes / 1e6 / median(all));
    const result = {
      sizeMiB,
      chunkMiB: CHUNK / MiB,
      runs,
      tusMBps: mbps(seconds.tus),
      rawMBps: mbps(seconds.raw),
      ratio: round(median(seconds.raw) / median(seconds.tus), 2),
      tusJsClientMBps: mbps(seconds.tusJsClient),
      tusJsClientRatio: round(median(seconds.raw) / median(seconds.tusJsClient), 2),
      tus8MiBChunksMBps: mbps(seconds.tus8MiB),
      tus8MiBChunksRatio: round(median(seconds.raw) / median(seconds.tus8MiB), 2),
      tusSingleStreamMBps: mbps(seconds.tusSingleStream),
      tusSingleStreamRatio: round(median(seconds.raw) / median(seconds.tusSingleStream), 2),
      rawChunkedMBps: mbps(seconds.rawChunked),
      tusVsRawChunkedRatio: round(median(seconds.rawChunked) / median(seconds.tus), 2),
      secondsPerRun: Object.fromEntries(Object.entries(seconds).map(([k, v]) => [k, v.map((x) => round(x, 2))])),
      baselineRssMiB: round(baseline.rss / MiB),
      peakRssMiB: round(peak / MiB),
      peakMemoryGrowthMiB: round((peak - baseline.rss) / MiB),
      targets: { ratio: 0.8, peakMemoryGrowthMiB: 64 },
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => round(l, 2)) },
      date: new Date().toISOString(),
    };
    const meets = { ratio: result.ratio >= 0.8, memory: result.peakMemoryGrowthMiB <= 64 };
    console.log(`upload of ${sizeMiB} MiB, median of ${runs} run(s), load average ${result.machine.loadAverage.join(' ')}`);
    console.log(`  tus, 1 MiB chunks:            ${result.tusMBps} MB/s`);
    console.log(`  raw loopback stream:          ${result.rawMBps} MB/s`);
    console.log(`  ratio ${result.ratio} (target >= 0.8: ${meets.ratio ? 'met' : 'NOT met'})`);
    console.log(`  server peak memory growth ${result.peakMemoryGrowthMiB} MiB over ${result.baselineRssMiB} MiB (target <= 64: ${meets.memory ? 'met' : 'NOT met'})`);
    console.log('  context:');
    console.log(`    tus-js-client, 1 MiB chunks:   ${result.tusJsClientMBps} MB/s (ratio ${result.tusJsClientRatio})`);
    console.log(`    tus, 8 MiB chunks:             ${result.tus8MiBChunksMBps} MB/s (ratio ${result.tus8MiBChunksRatio})`);
    console.log(`    tus, one streaming PATCH:      ${result.tusSingleStreamMBps} MB/s (ratio ${result.tusSingleStreamRatio})`);
    console.log(`    raw, sequential 1 MiB POSTs:   ${result.rawChunkedMBps} MB/s (tus chunks reach ${result.tusVsRawChunkedRatio} of it)`);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'upload.json'), JSON.stringify({ ...result, meets }, null, 2) + '\n');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
