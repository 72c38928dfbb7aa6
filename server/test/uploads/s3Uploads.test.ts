import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { S3Storage } from '../../src/storage/index.js';
import { UploadQuota } from '../../src/uploads/quota.js';
import { QuotaRepository } from '../../src/uploads/quotaRepository.js';
import { UploadStore } from '../../src/uploads/uploadStore.js';
import { createTestDatabase } from '../support/databases.js';
import { s3ServerAvailable, startS3Server, type S3Server } from '../support/s3Server.js';
import { tempDir } from '../submissions/support/media.js';

const HOUR = 3_600_000;

describe.runIf(s3ServerAvailable())('uploads kept in S3', () => {
  let s3: S3Server;
  let database: Database;
  let files: { dir: string; cleanup: () => Promise<void> };
  let store: UploadStore;
  let media: S3Storage;

  beforeAll(async () => {
    [s3, database, files] = await Promise.all([startS3Server('uploads'), createTestDatabase('pglite'), tempDir('nurselab-s3-uploads-')]);
    const location = { bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } };
    store = new UploadStore({ kind: 's3', ...location }, 24 * HOUR, new UploadQuota(new QuotaRepository(database.db), { maxUnfinished: 10, maxBytes: 1e9 }), path.join(files.dir, 'tmp'));
    media = new S3Storage(location);
  }, 120_000);
  afterAll(async () => {
    media?.destroy();
    await s3?.stop();
    await database?.close();
    await files?.cleanup();
  });

  it('keeps a finished upload in the bucket, gives a local copy of it, and sweeps it after the expiry', async () => {
    const bytes = randomBytes(700_000);
    const upload = await store.createFrom(randomUUID(), Readable.from([bytes]), bytes.length, { subject: 'maternalchild' });
    expect(upload).toMatchObject({ complete: true, path: undefined, size: bytes.length, metadata: { subject: 'maternalchild' } });
    const copied = await store.withLocalCopy(upload, async (file) => readFile(file));
    expect(copied.equals(bytes)).toBe(true);

    await media.put('submissions/kept/original.webm', Readable.from([Buffer.from('a recording')]));
    expect(await store.removeExpired()).toBe(0);
    expect(await store.find(upload.id)).toBeDefined();
    expect(await store.removeExpired(Date.now() + 25 * HOUR)).toBe(1);
    expect(await store.find(upload.id)).toBeUndefined();
    // Recordings elsewhere in the bucket are never an upload's.
    expect(await media.exists('submissions/kept/original.webm')).toBe(true);
  });
});
