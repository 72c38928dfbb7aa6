import path from 'node:path';
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
import type { Db } from '../db/client.js';

export { UploadStore, type StoredUpload } from './uploadStore.js';
export { LegacyChunkStore } from './legacyChunks.js';
export { TUS_PATH } from './tusServer.js';

/** Uploads under DATA_DIR/uploads: tus files in tus/, SPEC.md's legacy chunks in chunks/. */
export function createUploads(options: { dataDir: string; expiryHours: number; db: Db; quota: QuotaLimits }) {
  const expiryMs = options.expiryHours * 3_600_000;
  const root = path.join(options.dataDir, 'uploads');
  const quota = new UploadQuota(options.db, options.quota);
  const store = new UploadStore(path.join(root, 'tus'), expiryMs, quota);
  const chunks = new LegacyChunkStore(path.join(root, 'chunks'), quota);
  return {
    store,
    chunks,
    quota,
    routes(guards: Guards, tokens: TokenService): FastifyPluginAsync {
      const tus = createTusServer(store, quota);
      return async (app) => {
        await app.register(tusRoutes(tus, store, chunkAuthenticator(guards, tokens)));
        await app.register(legacyChunkRoutes(chunks, quota, guards));
      };
    },
    startCleanup: (log: Logger) => startUploadCleanup(store, chunks, quota, expiryMs, log),
  };
}
export type Uploads = ReturnType<typeof createUploads>;
