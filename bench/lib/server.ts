import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  /** The server's DATA_DIR (its PGlite database is in `pglite/`; readable once it has stopped). */
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The checkout whose server runs (default: this one); an older commit's, from bench/lib/checkout.ts. */
  root?: string;
  /** Each JSON log line the server writes (set LOG_LEVEL in env to see more than warnings). */
  onLog?: (line: Record<string, unknown>) => void;
}

/**
 * The real product as a child process on a free port, with a fresh data folder and the demo
 * accounts, without the demo answers (their grading in the background would skew the numbers).
 */
export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<BenchServer> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurselab-bench-'));
  const cwd = options.root ?? root;
  const child = spawn(path.join(cwd, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000', SEED_DEMO_ANSWERS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Always read: a pipe nobody reads fills up and then blocks the server's logging.
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!options.onLog || !line.startsWith('{')) return;
    try {
      options.onLog(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // not a JSON log line
    }
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: a loaded machine starts the server slowly, and the loop below says so if it never does.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        // Stopped already (a bench that failed stops every server it started): nothing to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function signin(url: string, username: string, password = 'nurselab123'): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`signin ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** The body sent at `bitsPerSecond`, a tenth of a second's worth at a time (a student's uplink). */
function throttled(body: Buffer, bitsPerSecond: number): ReadableStream<Uint8Array> {
  const slice = Math.max(1, Math.round(bitsPerSecond / 8 / 10));
  let at = 0;
  return new ReadableStream({
    async pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(body.subarray(at, at + slice));
      at += slice;
      await new Promise((resolve) => setTimeout(resolve, 100));
    },
  });
}

/**
 * A tus upload in one PATCH (at `bitsPerSecond` when given); answers the upload id (the last
 * segment of its URL).
 */
export async function tusUpload(url: string, token: string, body: Buffer, metadata: Record<string, string>, bitsPerSecond?: number): Promise<string> {
  const created = await fetch(`${url}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(body.length),
      'upload-metadata': Object.entries(metadata).map(([k, v]) => `${k} ${b64(v)}`).join(','),
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, url).toString();
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    ...(bitsPerSecond ? { body: throttled(body, bitsPerSecond), duplex: 'half' } : { body }),
  } as RequestInit);
  if (patched.status !== 204) throw new Error(`tus patch: ${patched.status} ${await patched.text()}`);
  return location.split('/').pop()!;
}
