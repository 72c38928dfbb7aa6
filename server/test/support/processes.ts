/**
 * Real NurseLab processes for tests and benchmarks: API servers (`server/src/main.ts`) and
 * workers (`server/src/worker.ts`), each in its own process group so a kill takes its child
 * processes (ffmpeg, the recogniser) with it, plus a free loopback port when one is needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

export interface RunningProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** What it printed so far (stdout and stderr together). */
  output(): string;
  /** Resolves when it has exited (at once if it already has). */
  exited(): Promise<void>;
  /** Signals the whole process group and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ApiProcess extends RunningProcess {
  /** http://127.0.0.1:PORT */
  readonly url: string;
}

export interface SpawnOptions {
  name: string;
  /** The program and its arguments; TypeScript entries run through tsx by default. */
  command?: string;
  args: string[];
  env: Record<string, string | undefined>;
  /** Resolves once the output matches (or rejects when the process exits first, or after timeoutMs). */
  ready?: RegExp;
  timeoutMs?: number;
  /** Copy the output to this process's stderr as it comes (debugging). */
  echo?: boolean;
}

/** Spawns a process in its own group and waits for `ready` in its output. */
export async function spawnProcess(options: SpawnOptions): Promise<{ process: RunningProcess; match?: RegExpMatchArray }> {
  const child = spawn(options.command ?? TSX, options.args, {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let output = '';
  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => (exited = true));
  const listeners = new Set<() => void>();
  const onData = (data: Buffer) => {
    output += data.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
    if (options.echo || process.env.TEST_PROCESS_ECHO === '1') process.stderr.write(`[${options.name}] ${data.toString()}`);
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);

  const running: RunningProcess = {
    name: options.name,
    child,
    output: () => output,
    exited: () => exit,
    async kill(signal = 'SIGKILL') {
      if (exited) return;
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
      await exit;
    },
  };
  if (!options.ready) return { process: running };

  const ready = options.ready;
  const timeoutMs = options.timeoutMs ?? 120_000;
  try {
    const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const found = output.match(ready);
        if (found) resolve(found);
      };
      listeners.add(check);
      check();
      const timer = setTimeout(() => reject(new Error(`${options.name} was not ready after ${timeoutMs} ms:\n${output.slice(-4000)}`)), timeoutMs);
      void exit.then(() => reject(new Error(`${options.name} exited (code ${child.exitCode}) before it was ready:\n${output.slice(-4000)}`)));
      timer.unref();
    });
    listeners.clear();
    return { process: running, match };
  } catch (error) {
    await running.kill();
    throw error;
  }
}

/**
 * An API server process (`npm start` without the bootstrap) on a port of its own choosing. Tests
 * make their own answers, so the demo answers are not recorded unless asked for.
 */
export async function startApiProcess(name: string, env: Record<string, string | undefined>, options: { command?: string; args?: string[] } = {}): Promise<ApiProcess> {
  const { process: running, match } = await spawnProcess({
    name,
    command: options.command,
    args: options.args ?? ['server/src/main.ts'],
    env: { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO_ANSWERS: 'false', ...env },
    ready: /NurseLab is running at http:\/\/localhost:(\d+)/,
  });
  return Object.assign(running, { url: `http://127.0.0.1:${match![1]}` });
}

/** A worker process (`npm run worker`), ready once its job handlers run. */
export async function startWorkerProcess(name: string, env: Record<string, string | undefined>, options: { command?: string; args?: string[] } = {}): Promise<RunningProcess> {
  const { process: running } = await spawnProcess({
    name,
    command: options.command,
    args: options.args ?? ['server/src/worker.ts'],
    env: { LOG_LEVEL: 'info', ...env },
    ready: /NurseLab worker running/,
  });
  return running;
}

/** A loopback port that was free a moment ago (for programs that cannot be told to pick one). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` until it returns something other than undefined. */
export async function until<T>(check: () => Promise<T | undefined>, seconds: number, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
