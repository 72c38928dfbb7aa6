import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createStorage, LocalDiskStorage, S3Storage } from '../../src/storage/index.js';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'nurselab-config-'));

describe('storage, upload and worker settings', () => {
  it('defaults to local storage, in-process workers and a 150 s legacy wait', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ storage: { kind: 'local' }, workersInProcess: true, legacyResultWaitSeconds: 150, uploadExpiryHours: 24 });
    expect(createStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });

  it('builds the S3 adapter from the S3_* settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      WORKERS_IN_PROCESS: 'false',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(config.workersInProcess).toBe(false);
    expect(createStorage(config)).toBeInstanceOf(S3Storage);
  });

  it.each([
    [{ STORAGE: 'ftp' }, 'STORAGE must be local or s3'],
    [{ STORAGE: 's3' }, 'S3_BUCKET is required when STORAGE=s3'],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT must be a URL'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ WORKERS_IN_PROCESS: '1' }, 'WORKERS_IN_PROCESS must be true or false'],
    [{ LEGACY_RESULT_WAIT_SECONDS: '900' }, 'LEGACY_RESULT_WAIT_SECONDS must be 0-600'],
    [{ UPLOAD_EXPIRY_HOURS: '0' }, 'UPLOAD_EXPIRY_HOURS must be positive'],
  ])('%j is refused with a clear message', (env, text) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(text);
  });
});
