import path from 'node:path';
import { EVENTS } from '@tus/server';
import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from '../jobs/context.js';
import type { Guards } from '../auth/guards.js';
import type { TokenService } from '../auth/tokens.js';
import { chunkAuthenticator } from './chunkAuth.js';
import { startUploadCleanup } from './cleanup.js';
import { LegacyChunkStore } from './legacyChunks.js';
import { legacyChunkRoutes } from './legacyChunkRoutes.js';
import { createTusServer } from './tusServer.js';
import { tusRoutes } from './tusRoutes.js';
import { UploadStore } from './uploadStore.js';
import { UploadQuota, type QuotaLimits } from './quota.js';
import { QuotaRepository } from './quotaRepository.js';
import { PostgresLocker } from './postgresLocker.js';
import type { Database } from '../db/client.js';
import type { StorageConfig } from '../config.js';
import { LocalDiskStorage, type MediaStorage } from '../storage/index.js';

export { UploadStore, type StoredUpload } from './uploadStore.js';
export { LegacyChunkStore } from './legacyChunks.js';
export { TUS_PATH } from './tusServer.js';

export interface UploadOptions {
  dataDir: string;
  expiryHours: number;
  database: Database;
  quota: QuotaLimits;
  storage: StorageConfig;
  /** The recordings' storage: legacy chunks go to it when it is S3. */
  media: MediaStorage;
  log?: Logger;
  /** More of a tus upload has arrived (about once a second while data flows, and when a PATCH ends). */
  onReceived?: (uploadId: string) => void;
  /** An upload was given up (deleted by its owner, refused, expired): it will never be a submission. */
  onAbandoned?: (uploadId: string) => void;
}

/**
 * Uploads in progress: tus uploads and SPEC.md's legacy chunks in the S3 bucket when
 * STORAGE=s3, else under DATA_DIR/uploads (tus/, chunks/). On PostgreSQL
 * the tus locks are PostgreSQL advisory locks, so several API processes can share uploads.
 */
export function createUploads(options: UploadOptions) {
  const expiryMs = options.expiryHours * 3_600_000;
  const root = path.join(options.dataDir, 'uploads');
  const { database } = options;
  const quota = new UploadQuota(new QuotaRepository(database.db), options.quota);
  const { storage } = options;
  const location = storage.kind === 's3' ? { ...storage, kind: 's3' as const } : { kind: 'disk' as const, directory: path.join(root, 'tus') };
  const store = new UploadStore(location, expiryMs, quota, path.join(options.dataDir, 'tmp'));
  store.onAbandoned = options.onAbandoned;
  // Legacy chunks beside the recordings in S3, or in DATA_DIR/uploads/chunks.
  const chunks =
    options.media.kind === 's3'
      ? new LegacyChunkStore(options.media, 'uploads/chunks', path.join(root, 'incoming'), quota)
      : new LegacyChunkStore(new LocalDiskStorage(root), 'chunks', path.join(root, 'chunks', 'incoming'), quota);
  const locker = database.kind === 'postgres' && database.url ? new PostgresLocker(database.url, options.log) : undefined;
  return {
    store,
    chunks,
    quota,
    close: async () => locker?.close(),
    routes(guards: Guards, tokens: TokenService): FastifyPluginAsync {
      const tus = createTusServer(store, quota, locker);
      if (options.onReceived) {
        const onReceived = options.onReceived;
        tus.on(EVENTS.POST_RECEIVE, (_req, upload) => onReceived(upload.id));
      }
      return async (app) => {
        await app.register(tusRoutes(tus, store, chunkAuthenticator(guards, tokens), options.onReceived));
        await app.register(legacyChunkRoutes(chunks, quota, guards));
      };
    },
    startCleanup: (log: Logger) => startUploadCleanup(store, chunks, quota, expiryMs, log),
  };
}
export type Uploads = ReturnType<typeof createUploads>;
