import type { Config } from '../../config.js';
import type { Logger } from '../../jobs/context.js';
import { repeatEvery } from '../../jobs/repeat.js';
import { PieceCache } from './pieceCache.js';

/**
 * Hourly, in every process that keeps pieces (API servers during uploads, workers for retries):
 * deletes pieces older than the upload expiry plus a day, whose upload and evaluation are long
 * over (a process died before deleting them). Returns stop().
 */
export function startPieceSweep(config: Config, log: Logger, everyMs = 60 * 60_000): () => void {
  const pieces = new PieceCache(config.transcription.pieceCacheDir);
  const maxAgeMs = (config.uploadExpiryHours + 24) * 3_600_000;
  const sweep = async () => {
    const removed = await pieces.sweep(maxAgeMs);
    if (removed) log.info({ removed }, 'old transcript pieces deleted');
  };
  return repeatEvery(everyMs, sweep, log, 'transcript piece sweep failed', everyMs);
}
