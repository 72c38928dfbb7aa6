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
  /** Called with the process id once it has started (to change its priority later). */
  onStarted?: (pid: number) => void;
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
  const { timeoutMs, signal, maxStdoutBytes = 64 * 1024 * 1024, niceness, onStarted } = options;
  const label = command.split('/').pop() ?? command;

  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ProcessError(`${label} was aborted before it started`, 'aborted', command, null, ''));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    if (child.pid !== undefined) onStarted?.(child.pid);
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

    const kill = (kind: ProcessFailure, message: string) => {
      failure ??= { kind, message };
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout', `${label} timed out after ${timeoutMs} ms`), timeoutMs);
    const onAbort = () => kill('aborted', `${label} was aborted`);
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) kill('exit', `${label} wrote more than ${maxStdoutBytes} bytes`);
      else stdoutChunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = Buffer.concat([stderrTail, chunk]);
      if (stderrTail.length > STDERR_TAIL_BYTES) stderrTail = stderrTail.subarray(-STDERR_TAIL_BYTES);
    });

    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      finish();
      reject(new ProcessError(`${label} could not be started: ${error.message}`, 'spawn', command, null, ''));
    });
    child.on('close', (code) => {
      finish();
      const stderr = stderrTail.toString('utf8');
      if (failure) {
        reject(new ProcessError(failure.message, failure.kind, command, code, stderr));
      } else if (code !== 0) {
        const reason = lastMeaningfulLine(stderr);
        reject(new ProcessError(`${label} exited with code ${code}${reason ? `: ${reason}` : ''}`, 'exit', command, code, stderr));
      } else {
        resolve({ stdout: Buffer.concat(stdoutChunks).toString('utf8'), stderr });
      }
    });
  });
}

function lastMeaningfulLine(text: string): string | undefined {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.at(-1);
}
