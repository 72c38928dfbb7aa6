import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@nurselab/core';
import { ApiError } from '../http/errors.js';
import type { UploadQuota } from './quota.js';
import type { StoredUpload, UploadStore } from './uploadStore.js';

export interface ChunkKey {
  userId: string;
  /** The client's name for the file: only ever hashed, never part of a path. */
  fileName: string;
}

const tooLarge = () => new ApiError(413, 'upload.tooLarge', [], { maxMb: MAX_UPLOAD_MB });

/**
 * SPEC.md's chunk API: numbered 1 MiB parts of a file, kept under DATA_DIR/uploads/chunks in
 * a directory named by a hash of (user, fileName), one file per chunk index. Sending a chunk
 * again replaces it, so retries are harmless. Finalising assembles them into an upload.
 */
export class LegacyChunkStore {
  constructor(
    private readonly directory: string,
    private readonly quota: UploadQuota,
  ) {}

  /** A fresh temporary file for an incoming chunk, before its fields are known. */
  async incomingPath(): Promise<string> {
    const dir = path.join(this.directory, 'incoming');
    await mkdir(dir, { recursive: true });
    return path.join(dir, randomUUID());
  }

  /** Moves a received chunk into place, replacing an earlier copy of the same chunk. */
  async save(key: ChunkKey, chunkIndex: number, receivedFile: string): Promise<void> {
    const dir = this.chunkDir(key);
    await mkdir(dir, { recursive: true });
    await rename(receivedFile, path.join(dir, String(chunkIndex)));
  }

  /** Concatenates chunks 0..totalChunks-1 (streaming) into a finished upload owned by the user. */
  async assemble(key: ChunkKey, totalChunks: number, uploads: UploadStore, metadata: Record<string, string>): Promise<StoredUpload> {
    const dir = this.chunkDir(key);
    // Claiming the directory by renaming it makes a concurrent second finalise find nothing.
    const claimed = `${dir}.assembling-${randomUUID()}`;
    try {
      await rename(dir, claimed);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missingChunks(totalChunks);
      throw error;
    }
    try {
      const sizes = await this.chunkSizes(claimed, totalChunks);
      const missing = sizes.filter((size) => size === undefined).length;
      if (missing) {
        await rename(claimed, dir).catch(() => undefined);
        throw missingChunks(missing);
      }
      const total = sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
      if (total > MAX_UPLOAD_BYTES) throw tooLarge();
      return await uploads.createFrom(key.userId, Readable.from(concatenate(claimed, totalChunks)), total, metadata);
    } finally {
      await rm(claimed, { recursive: true, force: true });
      await this.quota.release(this.reservationId(key));
    }
  }

  /** Drops chunk directories (and stray incoming files) untouched for longer than maxAgeMs. */
  async removeExpired(maxAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const sweep = async (dir: string) => {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if (name === 'incoming') continue;
        const full = path.join(dir, name);
        const info = await stat(full).catch(() => undefined);
        if (info && now - info.mtimeMs > maxAgeMs) {
          await rm(full, { recursive: true, force: true });
          removed++;
        }
      }
    };
    await sweep(path.join(this.directory, 'incoming'));
    await sweep(this.directory);
    return removed;
  }

  /** The quota reservation of one (user, fileName) set of chunks. */
  reservationId(key: ChunkKey): string {
    return `chunks:${this.digest(key)}`;
  }

  private chunkDir(key: ChunkKey): string {
    return path.join(this.directory, this.digest(key));
  }

  private digest(key: ChunkKey): string {
    return createHash('sha256').update(key.userId).update('\0').update(key.fileName).digest('hex');
  }

  private async chunkSizes(dir: string, totalChunks: number): Promise<(number | undefined)[]> {
    return Promise.all(
      Array.from({ length: totalChunks }, (_, index) =>
        stat(path.join(dir, String(index))).then(
          (info) => info.size,
          () => undefined,
        ),
      ),
    );
  }
}

async function* concatenate(dir: string, totalChunks: number): AsyncGenerator<Buffer> {
  for (let index = 0; index < totalChunks; index++) {
    for await (const piece of createReadStream(path.join(dir, String(index)))) yield piece as Buffer;
  }
}

function missingChunks(count: number): ApiError {
  return new ApiError(400, 'upload.missingChunks', [], { count });
}
