import path from 'node:path';
import type { Config } from '../config.js';
import { LocalDiskStorage } from './localDisk.js';
import { S3Storage } from './s3.js';
import type { MediaStorage } from './storage.js';

export * from './storage.js';
export * from './keys.js';
export { LocalDiskStorage } from './localDisk.js';
export { S3Storage } from './s3.js';

/** The storage the configuration names: DATA_DIR/media by default, or an S3 bucket. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): MediaStorage {
  const { storage } = config;
  if (storage.kind === 's3') return new S3Storage(storage);
  return new LocalDiskStorage(path.join(config.dataDir, 'media'));
}
