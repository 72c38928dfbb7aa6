import type { Logger } from '../jobs/context.js';
import { repeatEvery } from '../jobs/repeat.js';
import type { RetentionService } from './service.js';

/** How often each server looks for recordings past their university's retention (an hour). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** The first look waits for the start-up to settle. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Runs the retention job on every server, every hour. No leader is needed: each deletion is
 * claimed in the database (RetentionRepository.logDeletion), so servers running at the same
 * moment delete and log each recording once. Returns stop().
 */
export function startRetentionSchedule(retention: RetentionService, log: Logger, intervalMs = RETENTION_INTERVAL_MS): () => void {
  const run = async () => {
    const { originals, copies } = await retention.run();
    if (originals.length || copies.length) log.info({ originals: originals.length, copies: copies.length }, 'retention: recordings past their university setting deleted');
  };
  return repeatEvery(intervalMs, run, log, 'retention run failed; the next one tries again', Math.min(FIRST_RUN_DELAY_MS, intervalMs));
}
