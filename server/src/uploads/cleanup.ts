import type { Logger } from '../jobs/context.js';
import type { LegacyChunkStore } from './legacyChunks.js';
import type { UploadQuota } from './quota.js';
import type { UploadStore } from './uploadStore.js';

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Hourly: deletes uploads and legacy chunks older than the expiry. Returns stop(). */
export function startUploadCleanup(uploads: UploadStore, chunks: LegacyChunkStore, quota: UploadQuota, expiryMs: number, log: Logger): () => void {
  const sweep = async () => {
    try {
      const removed = (await uploads.removeExpired()) + (await chunks.removeExpired(expiryMs));
      await quota.releaseOlderThan(expiryMs);
      if (removed) log.info({ removed }, 'expired uploads deleted');
    } catch (error) {
      log.warn({ err: error }, 'upload cleanup failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
