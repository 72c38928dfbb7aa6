import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder under DATA_DIR that holds the pieces recognised during uploads. */
export const PIECE_CACHE_FOLDER = 'transcript-pieces';

const OWNER = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * What the recogniser printed for one piece of audio, kept on disk under a key made of the engine
 * (version, models, hints) and the piece's exact bytes. Transcription during upload fills it; the
 * whole-file path cuts the finished file as always and finds a piece here only when its bytes are
 * the very same, so a hit can never give a different transcript. A piece cut differently (a
 * resumed upload, another server, a crash) is simply recognised again.
 *
 * Each piece is listed under the upload it was recognised for (`owners/<upload id>.list`):
 * removeOwned deletes an upload's pieces once its evaluation is stored, or when the upload is
 * abandoned or expires; sweep deletes whatever is older than an age (a process that died between
 * the two). Two uploads of identical audio share a piece: removing it for one only means the other
 * recognises it again, never a different result.
 */
export class PieceCache {
  /** Pieces this process has listed under each owner already (a pass every second need not list them again). */
  private readonly listed = new Map<string, Set<string>>();

  constructor(readonly directory: string) {}

  static key(engine: string, bytes: Buffer): string {
    return createHash('sha256').update(engine).update('\0').update(bytes).digest('hex');
  }

  async get(key: string): Promise<string | undefined> {
    return readFile(this.file(key), 'utf8').catch(() => undefined);
  }

  /** Keeps a piece's output, listed under `owner` (the upload it belongs to) when given. */
  async set(key: string, output: string, owner?: string): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // Listed before it is written: a piece is never on disk without its owner's list naming it.
    if (owner) await this.own(key, owner);
    // Written whole or not at all: another process may read it meanwhile.
    const partial = `${this.file(key)}.${process.pid}.partial`;
    await writeFile(partial, output);
    await rename(partial, this.file(key));
  }

  /** Lists a piece under `owner` too (a piece another upload of the same audio recognised first). */
  async own(key: string, owner: string): Promise<void> {
    if (!OWNER.test(owner)) return;
    const keys = this.listed.get(owner) ?? new Set<string>();
    if (keys.has(key)) return;
    await mkdir(this.ownersDir(), { recursive: true });
    await appendFile(this.ownerFile(owner), `${key}\n`);
    // Bounded: owners whose evaluation ran in another process are never removed here.
    if (this.listed.size > 10_000) this.listed.clear();
    this.listed.set(owner, keys.add(key));
  }

  /** Where the upload's decoded audio is kept from its finalise to its evaluation (undefined for an unusable name). */
  audioOf(owner: string): string | undefined {
    return OWNER.test(owner) ? path.join(this.audioDir(), `${owner}.wav`) : undefined;
  }

  /** Deletes the pieces listed under `owner`, the list and its kept audio; answers how many pieces were deleted. */
  async removeOwned(owner: string): Promise<number> {
    if (!OWNER.test(owner)) return 0;
    this.listed.delete(owner);
    const list = await readFile(this.ownerFile(owner), 'utf8').catch(() => '');
    const keys = [...new Set(list.split('\n').filter((key) => /^[0-9a-f]{64}$/.test(key)))];
    for (const key of keys) await rm(this.file(key), { force: true });
    await rm(this.ownerFile(owner), { force: true });
    await rm(this.audioOf(owner)!, { force: true });
    return keys.length;
  }

  /** Deletes pieces, owner lists and half-written files last changed before `maxAgeMs` ago; answers how many files. */
  async sweep(maxAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const folder of [this.directory, this.ownersDir(), this.audioDir()]) {
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile() || now - info.mtimeMs <= maxAgeMs) continue;
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private file(key: string): string {
    return path.join(this.directory, `${key}.txt`);
  }

  private ownersDir(): string {
    return path.join(this.directory, 'owners');
  }

  private audioDir(): string {
    return path.join(this.directory, 'audio');
  }

  private ownerFile(owner: string): string {
    return path.join(this.ownersDir(), `${owner}.list`);
  }
}
