import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the recogniser printed for one piece of audio, kept on disk under a key made of the engine
 * (version, models, hints) and the piece's exact bytes. Transcription during upload fills it; the
 * whole-file path cuts the finished file as always and finds a piece here only when its bytes are
 * the very same, so a hit can never give a different transcript. A piece cut differently (a
 * resumed upload, another server, a crash) is simply recognised again.
 */
export class PieceCache {
  constructor(private readonly directory: string) {}

  static key(engine: string, bytes: Buffer): string {
    return createHash('sha256').update(engine).update('\0').update(bytes).digest('hex');
  }

  async get(key: string): Promise<string | undefined> {
    return readFile(this.file(key), 'utf8').catch(() => undefined);
  }

  async set(key: string, output: string): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // Written whole or not at all: another process may read it meanwhile.
    const partial = `${this.file(key)}.${process.pid}.partial`;
    await writeFile(partial, output);
    await rename(partial, this.file(key));
  }

  private file(key: string): string {
    return path.join(this.directory, `${key}.txt`);
  }
}
