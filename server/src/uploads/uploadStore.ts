import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Upload, type KvStore } from '@tus/server';
import { notFound } from '../http/errors.js';
import type { UploadQuota } from './quota.js';

/** tus metadata key holding the uploader's user id; set by the server, never by the client. */
export const OWNER_METADATA_KEY = 'ownerId';

/** Upload ids are 32 hex characters, as @tus/server makes them. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const newUploadId = () => randomBytes(16).toString('hex');
const MAX_CACHED_OWNERS = 10_000;
export const S3_PART_BYTES = 5 * 1_048_576;

export interface StoredUpload {
  id: string;
  /** The data's file on local disk; undefined when uploads live in S3 (see localCopy). */
  path: string | undefined;
  /** Undefined while a tus client defers the length. */
  size: number | undefined;
  offset: number;
  complete: boolean;
  ownerId: string | undefined;
  metadata: Record<string, string | null>;
}

/** Where unfinished uploads live: files on this machine's disk, or an S3 bucket every API process shares. */
export type UploadLocation =
  | { kind: 'disk'; directory: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle?: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } };

/** A metadata cache that never keeps anything: another process may change the upload meanwhile. */
class NoCache<T> implements KvStore<T> {
  async get(): Promise<T | undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
  async list(): Promise<string[]> {
    return [];
  }
}

/** tus's S3 store, and a removal that also works once the multipart upload is completed. */
class UploadS3Store extends S3Store {
  /** S3Store.remove stops at aborting a multipart upload that is already completed. */
  async removeAll(id: string): Promise<void> {
    await this.remove(id).catch(() => undefined);
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }], Quiet: true } });
  }

  /** Ids of uploads (finished or not) whose info object at the bucket's top level is older than `before`. */
  async idsOlderThan(before: number): Promise<string[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({ Bucket: this.bucket, Delimiter: '/', ContinuationToken: token });
      for (const object of page.Contents ?? []) {
        const id = /^([0-9a-f]{32})\.info$/.exec(object.Key ?? '')?.[1];
        if (id && (object.LastModified?.getTime() ?? 0) < before) ids.push(id);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return ids;
  }
}

/**
 * Uploads in progress and finished, through tus's data stores: files under DATA_DIR/uploads/tus
 * (FileStore), or objects in the S3 bucket (S3Store: an S3 multipart upload per tus upload, its
 * info object beside it), so any API process can resume an upload another one began.
 */
export class UploadStore {
  readonly datastore: FileStore | UploadS3Store;
  /** Owners never change, so each chunk of an upload need not re-read its info file to check one. */
  private readonly owners = new Map<string, string>();
  private readonly directory: string | undefined;

  constructor(
    readonly location: UploadLocation,
    private readonly expiryMs: number,
    private readonly quota: UploadQuota,
    /** Scratch space for local copies of uploads kept in S3. */
    private readonly tmpDir: string,
  ) {
    if (location.kind === 'disk') {
      this.directory = location.directory;
      this.datastore = new FileStore({ directory: location.directory, expirationPeriodInMilliseconds: expiryMs });
    } else {
      const { bucket, region, endpoint, forcePathStyle, credentials } = location;
      this.datastore = new UploadS3Store({
        s3ClientConfig: {
          bucket,
          region,
          endpoint,
          forcePathStyle,
          credentials,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
        // The smallest part S3 allows: a process that dies mid-request loses at most this much.
        partSize: S3_PART_BYTES,
        // Object tags (for lifecycle rules) are not supported by every S3-compatible store.
        useTags: false,
        cache: new NoCache(),
        expirationPeriodInMilliseconds: expiryMs,
      });
    }
  }

  async find(id: string): Promise<StoredUpload | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    try {
      const upload = await this.datastore.getUpload(id);
      const metadata = (upload.metadata ?? {}) as Record<string, string | null>;
      return {
        id,
        path: this.directory ? path.join(this.directory, id) : undefined,
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

  /**
   * A local file of a finished upload for `work` (ffprobe, moving into storage): the upload's
   * own file on disk, or a copy downloaded from S3 and removed afterwards.
   */
  async withLocalCopy<T>(upload: StoredUpload, work: (file: string) => Promise<T>): Promise<T> {
    if (upload.path) return work(upload.path);
    await mkdir(this.tmpDir, { recursive: true });
    const dir = await mkdtemp(path.join(this.tmpDir, 'upload-'));
    try {
      const file = path.join(dir, 'upload');
      await pipeline(await this.datastore.read(upload.id), createWriteStream(file));
      return await work(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
    if (this.directory) {
      await rm(path.join(this.directory, id), { force: true });
      await rm(path.join(this.directory, `${id}.json`), { force: true });
    } else {
      await (this.datastore as UploadS3Store).removeAll(id);
    }
  }

  /** Told when an upload is given up (deleted by its owner, refused, expired), not when it became a submission. */
  onAbandoned?: (id: string) => void;

  /** Deletes an upload that will never become a submission, and says so (its pieces recognised during upload go too). */
  async abandon(id: string): Promise<void> {
    await this.remove(id);
    this.onAbandoned?.(id);
  }

  /** Deletes uploads older than the expiry, finished or not: a finished one was never submitted. */
  async removeExpired(now = Date.now()): Promise<number> {
    if (!this.directory) {
      // S3: uploads whose info object (written at creation, again when finished) is older than the expiry.
      const ids = await (this.datastore as UploadS3Store).idsOlderThan(now - this.expiryMs);
      for (const id of ids) await this.abandon(id);
      return ids.length;
    }
    let removed = 0;
    for (const name of await readdir(this.directory).catch(() => [] as string[])) {
      const id = name.replace(/\.json$/, '');
      if (name === id || !UPLOAD_ID.test(id)) continue;
      const info = JSON.parse(await readFile(path.join(this.directory!, name), 'utf8').catch(() => '{}')) as { creation_date?: string };
      const created = info.creation_date ? Date.parse(info.creation_date) : 0;
      if (now - created > this.expiryMs) {
        await this.abandon(id);
        removed++;
      }
    }
    return removed;
  }
}
