import type { Logger } from './context.js';

/**
 * Runs `task` in this process every `intervalMs`, the first time after `firstDelayMs` (0: at
 * once), never two runs at once. A failure is logged with `failure` and the next run tries again.
 * The timers never keep the process alive. Returns stop().
 */
export function repeatEvery(intervalMs: number, task: () => Promise<void>, log: Logger, failure: string, firstDelayMs = 0): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      log.warn({ err: error }, failure);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), firstDelayMs);
  const timer = setInterval(() => void run(), intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
