import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, existsByStat, StorageNotFoundError, type ByteRange, type MediaStorage, type StoredObject } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Parts lib-storage buffers per upload: this many of this size, so memory stays bounded. */
const PART_SIZE = 8 * 1_048_576;
const PARTS_IN_FLIGHT = 2;

/** Any S3-compatible object store (AWS, MinIO, Ceph, R2 ...). */
export class S3Storage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Many S3-compatible stores reject the SDK's newer default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: { contentType?: string } = {}): Promise<{ size: number }> {
    assertStorageKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: body, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    return this.stat(key);
  }

  async importFile(key: string, filePath: string, options: { contentType?: string } = {}): Promise<{ size: number }> {
    const stored = await this.put(key, createReadStream(filePath), options);
    await unlink(filePath);
    return stored;
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return result.Body instanceof Readable ? result.Body : Readable.fromWeb(result.Body!.transformToWebStream() as never);
    } catch (error) {
      throw notFoundOr(error, key);
    }
  }

  async stat(key: string): Promise<{ size: number }> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      throw notFoundOr(error, key);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  exists(key: string): Promise<boolean> {
    return existsByStat(this, key);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    assertStorageKey(prefix);
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async deletePrefix(prefix: string): Promise<void> {
    const objects = await this.list(prefix);
    for (let i = 0; i < objects.length; i += 1000) {
      const batch = objects.slice(i, i + 1000).map(({ key }) => ({ Key: key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}

function notFoundOr(error: unknown, key: string): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey' ? new StorageNotFoundError(key) : error;
}
