import { constants, createReadStream, mkdtempSync, openSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { runProcess, type ProcessResult, type StartedProcess } from '../../media/runProcess.js';

/** How long recognisers stay loaded after the last sign that an answer is coming. */
export const WARM_KEEP_MS = 30_000;

interface Loaded {
  process: StartedProcess;
  /** Our end of the named pipe the recogniser reads its WAV from. */
  input: Socket;
  fifo: string;
}

/**
 * pocketsphinx spends its first ~0.6 s loading the dictionary and language model, a fixed cost
 * of every piece. While an answer uploads (or its audio is being extracted) there is CPU to
 * spare: recognisers are started then on a named pipe, load their models and wait for the
 * pipe's first bytes. A piece someone waits for is then written into one of them and only
 * decoded. The pipe carries the WAV file's bytes as they are, so the recogniser hears exactly
 * what it would have read from the file.
 */
export class WarmRecognisers {
  private readonly ready: Loaded[] = [];
  private starting = 0;
  private made = 0;
  private dir: string | undefined;
  private expiry: NodeJS.Timeout | undefined;

  constructor(
    /** Starts a recogniser reading its WAV from `infile`. */
    private readonly start: (infile: string) => StartedProcess,
    private readonly size: number,
    private readonly keepMs = WARM_KEEP_MS,
  ) {}

  /** An answer is on its way: have `size` recognisers loaded, kept until `keepMs` after the last call. */
  warmUp(): void {
    this.dropEnded();
    while (this.ready.length + this.starting < this.size) {
      this.starting++;
      void this.load()
        .then((loaded) => this.ready.push(loaded))
        .catch(() => undefined) // Without one, a piece starts its own recogniser, as always.
        .finally(() => this.starting--);
    }
    clearTimeout(this.expiry);
    this.expiry = setTimeout(() => this.stop(), this.keepMs).unref();
  }

  /** Decodes the WAV with a loaded recogniser; undefined when none is ready. */
  async recognise(wavPath: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<ProcessResult | undefined> {
    this.dropEnded();
    const loaded = this.ready.shift();
    if (!loaded) return undefined;
    const result = loaded.process.finished(options);
    // The recogniser reads as it decodes; if it ends early (killed, crashed), finished() says why.
    const written = pipeline(createReadStream(wavPath), loaded.input).catch(() => undefined);
    try {
      return await result;
    } finally {
      this.release(loaded);
      await written;
    }
  }

  /** Loaded recognisers waiting now (tests). */
  get waiting(): number {
    this.dropEnded();
    return this.ready.length;
  }

  stop(): void {
    clearTimeout(this.expiry);
    for (const loaded of this.ready.splice(0)) {
      loaded.process.kill();
      this.release(loaded);
    }
  }

  private async load(): Promise<Loaded> {
    this.dir ??= mkdtempSync(join(tmpdir(), 'nurselab-warm-'));
    // Named .wav: pocketsphinx reads a WAV header only from a file so named.
    const fifo = join(this.dir, `piece-${this.made++}.wav`);
    await runProcess('mkfifo', ['-m', '600', fifo], { timeoutMs: 10_000 });
    // Read-write and non-blocking: opening never waits for the reader, and the pipe is written
    // as the recogniser drains it, without holding one of Node's file threads.
    const input = new Socket({ fd: openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK), readable: false, writable: true });
    return { process: this.start(fifo), input, fifo };
  }

  private release(loaded: Loaded): void {
    loaded.input.destroy();
    rmSync(loaded.fifo, { force: true });
    // Its end is reported to whoever fed it; one stopped here is nobody's error.
    loaded.process.finished({ timeoutMs: 10_000 }).catch(() => undefined);
  }

  private dropEnded(): void {
    for (let i = this.ready.length - 1; i >= 0; i--) {
      if (this.ready[i].process.alive()) continue;
      this.release(this.ready.splice(i, 1)[0]);
    }
  }
}
