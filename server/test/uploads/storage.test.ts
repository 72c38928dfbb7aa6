import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage, S3Storage, StorageNotFoundError, type MediaStorage } from '../../src/storage/index.js';
import { tempDir } from '../submissions/support/media.js';
import { startS3StandIn, type S3StandIn } from './s3StandIn.js';

const MiB = 1_048_576;

async function readAll(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** A stream of `size` pseudo-random bytes made in 64 KiB pieces, and its hash. */
function generated(size: number): { stream: Readable; bytes: Buffer } {
  const bytes = randomBytes(size);
  const pieces = Array.from({ length: Math.ceil(size / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536));
  return { stream: Readable.from(pieces), bytes };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let dir: string;
let cleanup: () => Promise<void>;
let s3: S3StandIn;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  s3 = await startS3StandIn('recordings');
});
afterAll(async () => {
  await s3.close();
  await cleanup();
});

describe.each([
  ['local disk', () => new LocalDiskStorage(path.join(dir, 'media'))],
  [
    'S3 (stand-in over HTTP)',
    () =>
      new S3Storage({
        bucket: 'recordings',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      }),
  ],
])('%s storage', (_name, make) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores a 20 MiB stream and reads it back whole and by range', async () => {
    const { stream, bytes } = generated(20 * MiB + 17);
    const key = 'submissions/0b5d5d83-55d5-4a43-a1a4-8b1c3e2f9e01/original.webm';
    expect(await storage.put(key, stream, { contentType: 'video/webm' })).toEqual({ size: bytes.length });
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect(await storage.exists(key)).toBe(true);
    expect(sha(await readAll(await storage.createReadStream(key)))).toBe(sha(bytes));
    const range = await readAll(await storage.createReadStream(key, { start: 9 * MiB - 5, end: 9 * MiB + 4 }));
    expect(range.equals(bytes.subarray(9 * MiB - 5, 9 * MiB + 5))).toBe(true);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.stat(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.createReadStream(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('imports a local file and removes it', async () => {
    const file = path.join(dir, `import-${storage.kind}.bin`);
    const bytes = randomBytes(300_000);
    await writeFile(file, bytes);
    expect(await storage.importFile('submissions/x/playback.m4a', file, { contentType: 'audio/mp4' })).toEqual({ size: bytes.length });
    expect(existsSync(file)).toBe(false);
    expect((await readAll(await storage.createReadStream('submissions/x/playback.m4a'))).equals(bytes)).toBe(true);
  });

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'a//b', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('the S3 adapter on the wire', () => {
  it('streams big objects as multipart uploads and small ones as a single PUT', async () => {
    s3.calls.length = 0;
    const storage = new S3Storage({ bucket: 'recordings', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    await storage.put('big', generated(17 * MiB).stream);
    expect(s3.calls.filter((c) => c === 'PUT UploadPart')).toHaveLength(3);
    expect(s3.calls).toContain('POST CompleteMultipartUpload');
    s3.calls.length = 0;
    await storage.put('small', generated(1000).stream);
    expect(s3.calls[0]).toBe('PUT PutObject');
    expect(s3.objects.get('small')?.length).toBe(1000);
  });
});
