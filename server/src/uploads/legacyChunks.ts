import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@nurselab/core';
import { ApiError } from '../http/errors.js';
import type { MediaStorage } from '../storage/storage.js';
import type { UploadQuota } from './quota.js';
import type { StoredUpload, UploadStore } from './uploadStore.js';

export interface ChunkKey {
  userId: string;
  /** The client's name for the file: only ever hashed, never part of a path. */
  fileName: string;
}

const tooLarge = () => new ApiError(413, 'upload.tooLarge', [], { maxMb: MAX_UPLOAD_MB });

/**
 * SPEC.md's chunk API: numbered 1 MiB parts of a file, kept in a storage (the S3 bucket when
 * STORAGE=s3, so any API process can take the next chunk or assemble them; else
 * DATA_DIR/uploads/chunks) under a folder named by a hash of (user, fileName), one object per
 * chunk index. Sending a chunk again replaces it, so retries are harmless. Finalising assembles
 * them into an upload; the quota reservation in PostgreSQL is the claim, so of two concurrent
 * finalises (on any processes) only one assembles.
 */
export class LegacyChunkStore {
  constructor(
    /** Where chunks live; keys are `${prefix}/<digest>/<index>`. */
    private readonly storage: MediaStorage,
    private readonly prefix: string,
    /** A local folder for a chunk while its request is read (before its fields are known). */
    private readonly incomingDir: string,
    private readonly quota: UploadQuota,
  ) {}

  /** A fresh temporary file for an incoming chunk, before its fields are known. */
  async incomingPath(): Promise<string> {
    await mkdir(this.incomingDir, { recursive: true });
    return path.join(this.incomingDir, randomUUID());
  }

  /** Moves a received chunk into place, replacing an earlier copy of the same chunk. */
  async save(key: ChunkKey, chunkIndex: number, receivedFile: string): Promise<void> {
    await this.storage.importFile(`${this.folder(key)}/${chunkIndex}`, receivedFile);
  }

  /** Concatenates chunks 0..totalChunks-1 (streaming) into a finished upload owned by the user. */
  async assemble(key: ChunkKey, totalChunks: number, uploads: UploadStore, metadata: Record<string, string>): Promise<StoredUpload> {
    const folder = this.folder(key);
    const claim = await this.quota.claim(this.reservationId(key));
    if (!claim) throw missingChunks(totalChunks);
    let keep = false;
    try {
      const sizes = new Map((await this.storage.list(folder)).map((object) => [object.key, object.size]));
      const keys = Array.from({ length: totalChunks }, (_, index) => `${folder}/${index}`);
      const missing = keys.filter((k) => !sizes.has(k)).length;
      if (missing) {
        keep = true;
        await this.quota.restore(claim);
        throw missingChunks(missing);
      }
      const total = keys.reduce((sum, k) => sum + sizes.get(k)!, 0);
      if (total > MAX_UPLOAD_BYTES) throw tooLarge();
      return await uploads.createFrom(key.userId, Readable.from(concatenate(this.storage, keys)), total, metadata);
    } finally {
      if (!keep) await this.storage.deletePrefix(folder);
    }
  }

  /** Drops chunk sets (and stray incoming files) untouched for longer than maxAgeMs. */
  async removeExpired(maxAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.incomingDir).catch(() => [] as string[])) {
      const file = path.join(this.incomingDir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    const newest = new Map<string, number>();
    for (const object of await this.storage.list(this.prefix)) {
      if (object.key.startsWith(`${this.prefix}/incoming/`)) continue;
      const folder = object.key.slice(0, object.key.lastIndexOf('/'));
      newest.set(folder, Math.max(newest.get(folder) ?? 0, object.modifiedMs));
    }
    for (const [folder, modifiedMs] of newest) {
      if (now - modifiedMs > maxAgeMs && folder !== this.prefix) {
        await this.storage.deletePrefix(folder);
        removed++;
      }
    }
    return removed;
  }

  /** The quota reservation of one (user, fileName) set of chunks. */
  reservationId(key: ChunkKey): string {
    return `chunks:${this.digest(key)}`;
  }

  private folder(key: ChunkKey): string {
    return `${this.prefix}/${this.digest(key)}`;
  }

  private digest(key: ChunkKey): string {
    return createHash('sha256').update(key.userId).update('\0').update(key.fileName).digest('hex');
  }
}

async function* concatenate(storage: MediaStorage, keys: string[]): AsyncGenerator<Buffer> {
  for (const key of keys) {
    for await (const piece of await storage.createReadStream(key)) yield piece as Buffer;
  }
}

function missingChunks(count: number): ApiError {
  return new ApiError(400, 'upload.missingChunks', [], { count });
}
