import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { notFound } from '../http/errors.js';
import type { UploadQuota } from './quota.js';

/** tus metadata key holding the uploader's user id; set by the server, never by the client. */
export const OWNER_METADATA_KEY = 'ownerId';

/** Upload ids are 32 hex characters, as @tus/server makes them. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const newUploadId = () => randomBytes(16).toString('hex');
const MAX_CACHED_OWNERS = 10_000;

export interface StoredUpload {
  id: string;
  path: string;
  /** Undefined while a tus client defers the length. */
  size: number | undefined;
  offset: number;
  complete: boolean;
  ownerId: string | undefined;
  metadata: Record<string, string | null>;
}

/** Uploads in progress and finished, as files under DATA_DIR/uploads/tus (tus FileStore layout). */
export class UploadStore {
  readonly datastore: FileStore;
  /** Owners never change, so each chunk of an upload need not re-read its info file to check one. */
  private readonly owners = new Map<string, string>();

  constructor(
    readonly directory: string,
    private readonly expiryMs: number,
    private readonly quota: UploadQuota,
  ) {
    this.datastore = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  }

  async find(id: string): Promise<StoredUpload | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    try {
      const upload = await this.datastore.getUpload(id);
      const metadata = (upload.metadata ?? {}) as Record<string, string | null>;
      return {
        id,
        path: this.filePath(id),
        size: upload.size,
        offset: upload.offset,
        complete: upload.size !== undefined && upload.offset === upload.size,
        ownerId: metadata[OWNER_METADATA_KEY] ?? undefined,
        metadata,
      };
    } catch {
      return undefined;
    }
  }

  /** The caller's upload; someone else's is "not found", so ids cannot be probed. */
  async findOwned(id: string, userId: string): Promise<StoredUpload> {
    const upload = await this.find(id);
    if (!upload || upload.ownerId !== userId) throw notFound('upload.notFound');
    return upload;
  }

  /** Refuses (404) an upload that does not exist or is not the user's; cheap for every chunk. */
  async assertOwned(id: string, userId: string): Promise<void> {
    let owner = this.owners.get(id);
    if (owner === undefined) {
      owner = (await this.find(id))?.ownerId;
      if (owner === undefined) throw notFound('upload.notFound');
      if (this.owners.size >= MAX_CACHED_OWNERS) this.owners.delete(this.owners.keys().next().value!);
      this.owners.set(id, owner);
    }
    if (owner !== userId) throw notFound('upload.notFound');
  }

  /** A finished upload made from a stream (the legacy chunk API assembles into this). */
  async createFrom(ownerId: string, body: Readable, size: number, metadata: Record<string, string> = {}): Promise<StoredUpload> {
    const id = newUploadId();
    await this.datastore.create(new Upload({ id, size, offset: 0, metadata: { ...metadata, [OWNER_METADATA_KEY]: ownerId } }));
    try {
      await this.datastore.write(body, id, 0);
    } catch (error) {
      await this.remove(id);
      throw error;
    }
    const upload = await this.find(id);
    if (!upload?.complete) {
      await this.remove(id);
      throw new Error(`Assembled upload ${id} is incomplete`);
    }
    return upload;
  }

  /** Deletes the data and its info file; either may already be gone. */
  async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) return;
    this.owners.delete(id);
    await this.quota.release(id);
    await rm(this.filePath(id), { force: true });
    await rm(`${this.filePath(id)}.json`, { force: true });
  }

  /** Deletes uploads older than the expiry, finished or not: a finished one was never submitted. */
  async removeExpired(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.directory).catch(() => [] as string[])) {
      const id = name.replace(/\.json$/, '');
      if (name === id || !UPLOAD_ID.test(id)) continue;
      const info = JSON.parse(await readFile(path.join(this.directory, name), 'utf8').catch(() => '{}')) as { creation_date?: string };
      const created = info.creation_date ? Date.parse(info.creation_date) : 0;
      if (now - created > this.expiryMs) {
        await this.remove(id);
        removed++;
      }
    }
    return removed;
  }

  private filePath(id: string): string {
    return path.join(this.directory, id);
  }
}
