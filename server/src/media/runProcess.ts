import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export type ProcessFailure = 'spawn' | 'exit' | 'timeout' | 'aborted';

export class ProcessError extends Error {
  readonly name = 'ProcessError';
  constructor(
    message: string,
    readonly failure: ProcessFailure,
    readonly command: string,
    readonly exitCode: number | null,
    /** The end of the process's stderr, where tools put the reason they failed. */
    readonly stderr: string,
  ) {
    super(message);
  }
}

export interface RunProcessOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** stdout beyond this is an error (guards memory against a runaway tool). Default 64 MiB. */
  maxStdoutBytes?: number;
  /**
   * Work nobody waits for (a playback copy, a look at an answer still uploading) runs at this
   * niceness (1-19), so that recognising an answer a student waits for gets the CPU first.
   */
  niceness?: number;
}

export interface ProcessResult {
  stdout: string;
  stderr: string;
}

const STDERR_TAIL_BYTES = 64 * 1024;

/** The niceness of work nobody waits for: below anything a student waits for, above nothing else. */
export const BACKGROUND_NICENESS = 10;

/** Runs a binary with an argument array (never through a shell), killing it on timeout or abort. */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessResult> {
  const { timeoutMs, signal, ...start } = options;
  if (signal?.aborted) {
    return Promise.reject(new ProcessError(`${labelOf(command)} was aborted before it started`, 'aborted', command, null, ''));
  }
  return startProcess(command, args, start).finished({ timeoutMs, signal });
}

export interface StartedProcess {
  /** False once it has ended, or could not start. */
  alive(): boolean;
  /** Its output once it ends; killed after `timeoutMs` from this call, or on abort. */
  finished(options: { timeoutMs: number; signal?: AbortSignal }): Promise<ProcessResult>;
  kill(): void;
}

/**
 * Starts a binary now and waits for it later: a recogniser can load its models before its
 * input exists (warmRecognisers.ts). Output is collected from the start.
 */
export function startProcess(
  command: string,
  args: readonly string[],
  options: Omit<RunProcessOptions, 'timeoutMs' | 'signal'> = {},
): StartedProcess {
  const { maxStdoutBytes = 64 * 1024 * 1024, niceness } = options;
  const label = labelOf(command);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
  if (niceness && child.pid !== undefined) {
    try {
      setPriority(child.pid, niceness);
    } catch {
      // Already ended, or the system refuses: it runs at normal priority, which is only slower for others.
    }
  }
  const stdoutChunks: Buffer[] = [];
  let stdoutBytes = 0;
  let stderrTail = Buffer.alloc(0);
  let failure: { kind: ProcessFailure; message: string } | undefined;
  let ended = false;

  const kill = (kind: ProcessFailure, message: string) => {
    failure ??= { kind, message };
    child.kill('SIGKILL');
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    stdoutBytes += chunk.length;
    if (stdoutBytes > maxStdoutBytes) kill('exit', `${label} wrote more than ${maxStdoutBytes} bytes`);
    else stdoutChunks.push(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderrTail = Buffer.concat([stderrTail, chunk]);
    if (stderrTail.length > STDERR_TAIL_BYTES) stderrTail = stderrTail.subarray(-STDERR_TAIL_BYTES);
  });
  const closed = new Promise<{ code: number | null; spawnError?: Error }>((resolve) => {
    child.on('error', (error) => {
      ended = true;
      resolve({ code: null, spawnError: error });
    });
    child.on('close', (code) => {
      ended = true;
      resolve({ code });
    });
  });

  return {
    alive: () => !ended && child.exitCode === null && child.signalCode === null,
    kill: () => kill('aborted', `${label} was stopped`),
    async finished({ timeoutMs, signal }) {
      const timer = setTimeout(() => kill('timeout', `${label} timed out after ${timeoutMs} ms`), timeoutMs);
      const onAbort = () => kill('aborted', `${label} was aborted`);
      if (signal?.aborted) onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const { code, spawnError } = await closed;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (spawnError) throw new ProcessError(`${label} could not be started: ${spawnError.message}`, 'spawn', command, null, '');
      const stderr = stderrTail.toString('utf8');
      if (failure) throw new ProcessError(failure.message, failure.kind, command, code, stderr);
      if (code !== 0) {
        const reason = lastMeaningfulLine(stderr);
        throw new ProcessError(`${label} exited with code ${code}${reason ? `: ${reason}` : ''}`, 'exit', command, code, stderr);
      }
      return { stdout: Buffer.concat(stdoutChunks).toString('utf8'), stderr };
    },
  };
}

const labelOf = (command: string) => command.split('/').pop() ?? command;

function lastMeaningfulLine(text: string): string | undefined {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.at(-1);
}
