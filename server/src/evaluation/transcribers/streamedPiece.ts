import { execFileSync } from 'node:child_process';
import { constants, mkdtempSync, open as openCallback } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { runProcess, type ProcessResult } from '../../media/runProcess.js';

/** The 44-byte header pocketsphinx skips in a `.wav` input; a piece's samples follow it (wav.ts writes no other chunk). */
export const WAV_HEADER_BYTES = 44;

const openFile = promisify(openCallback);
const READER_POLL_MS = 20;

/**
 * A recogniser reading a piece's samples from a named pipe while they still arrive, so that
 * little is left to hear once the piece is complete. pocketsphinx reads raw samples from a pipe
 * exactly as the samples after a `.wav` header (fread waits for each full block), so the same
 * bytes give the same words (pocketsphinxPieces.test.ts). Fed only with samples that are final; whoever
 * completes it checks that they are the piece's own.
 *
 * A named pipe, not standard input: Node gives a child a socket there, which pocketsphinx cannot
 * open by name. The pipe is opened for writing only once pocketsphinx has it open for reading
 * (before that the open fails with ENXIO), so nothing written can be lost by a close before it
 * reads; writes go through a non-blocking socket, never holding a thread.
 */
export class StreamedPiece {
  private readonly fed: Buffer[] = [];
  private fedBytes = 0;
  private state: 'open' | 'completed' | 'stopped' = 'open';
  private pid?: number;
  private readonly stop = new AbortController();
  private idleTimer?: NodeJS.Timeout;
  private readonly pipe: Promise<Socket | undefined>;
  private exited = false;
  readonly output: Promise<ProcessResult>;

  constructor(
    /** Where the piece starts in the recording, in seconds. */
    readonly offsetSeconds: number,
    command: string,
    /** The recogniser's arguments besides its input. */
    args: string[],
    private readonly options: { niceness: number; timeoutMs: number; idleMs: number },
  ) {
    const dir = mkdtempSync(join(tmpdir(), 'nurselab-streamed-'));
    const fifo = join(dir, 'samples.raw');
    execFileSync('mkfifo', ['-m', '600', fifo]);
    this.output = runProcess(command, ['-infile', fifo, ...args], {
      timeoutMs: options.timeoutMs,
      signal: this.stop.signal,
      niceness: options.niceness,
      onStarted: (pid) => (this.pid = pid),
    });
    const settled = this.output.catch(() => undefined).finally(() => (this.exited = true));
    this.pipe = this.openForWriting(fifo);
    void settled.then(() => rm(dir, { recursive: true, force: true }));
    this.touch();
  }

  get samplesFed(): number {
    return this.fedBytes;
  }

  get open(): boolean {
    return this.state === 'open';
  }

  /** More samples, following those fed before. */
  feed(samples: Buffer): void {
    if (this.state !== 'open' || samples.length === 0) return;
    this.fed.push(samples);
    this.fedBytes += samples.length;
    void this.pipe.then((socket) => socket?.write(samples));
    this.touch();
  }

  /**
   * The piece is complete with these samples: when those fed so far begin them, the rest is fed,
   * the recogniser's input ends and it runs at full priority; resolves to its output. Otherwise
   * it is stopped and this answers undefined (the piece is recognised from its file instead).
   */
  complete(pieceSamples: Buffer, timeoutMs: number): Promise<ProcessResult> | undefined {
    if (this.state !== 'open' || !pieceSamples.subarray(0, this.fedBytes).equals(Buffer.concat(this.fed))) {
      this.abort();
      return undefined;
    }
    this.state = 'completed';
    clearTimeout(this.idleTimer);
    const limit = setTimeout(() => this.abort(), timeoutMs);
    void this.output.catch(() => {}).finally(() => clearTimeout(limit));
    const rest = pieceSamples.subarray(this.fedBytes);
    this.fed.length = 0;
    void this.pipe.then((socket) => socket?.end(rest));
    if (this.pid !== undefined) {
      try {
        setPriority(this.pid, 0);
      } catch {
        // Not allowed to raise it (not root): it finishes at background priority, only slower under load.
      }
    }
    return this.output;
  }

  /** Stops the recogniser, also when completed (the evaluation was stopped, or it ran out of time). */
  abort(): void {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearTimeout(this.idleTimer);
    this.fed.length = 0;
    this.stop.abort();
    void this.pipe.then((socket) => socket?.destroy());
  }

  private async openForWriting(fifo: string): Promise<Socket | undefined> {
    while (!this.exited && this.state !== 'stopped') {
      try {
        const fd = await openFile(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
        const socket = new Socket({ fd, readable: false, writable: true });
        // A recogniser that stops reading (ended, killed) is reported by its exit, not by a write error.
        socket.on('error', () => {});
        return socket;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENXIO') {
          this.abort();
          return undefined;
        }
        await sleep(READER_POLL_MS);
      }
    }
    return undefined;
  }

  /** A piece neither fed nor completed for a while belongs to an upload that stopped: its recogniser goes. */
  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.abort(), this.options.idleMs);
    this.idleTimer.unref();
  }
}
