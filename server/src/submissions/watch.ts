import { isFinalStatus, type SubmissionView } from '@nurselab/core';
import type { SubmissionEvents } from './events.js';

/** Changes arrive as events (NOTIFY across processes); the slow poll only covers a lost connection. */
export const FALLBACK_POLL_MS = 30_000;

export interface WatchOptions {
  submissionId: string;
  events: SubmissionEvents;
  load: () => Promise<SubmissionView | undefined>;
  onChange: (view: SubmissionView) => void;
  pollMs?: number;
}

/**
 * Calls onChange with the current view, then whenever it changes: at once for changes published
 * by any process (SubmissionEvents), and within pollMs should an event be lost. Returns stop().
 */
export function watchSubmission(options: WatchOptions): () => void {
  let last = '';
  let running = false;
  let again = false;
  let stopped = false;
  const check = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const view = await options.load();
        const text = JSON.stringify(view);
        if (view && !stopped && text !== last) {
          last = text;
          options.onChange(view);
        }
      } while (again && !stopped);
    } catch {
      // A failed poll is retried at the next tick.
    } finally {
      running = false;
    }
  };
  const unsubscribe = options.events.subscribe(options.submissionId, () => void check());
  const timer = setInterval(() => void check(), options.pollMs ?? FALLBACK_POLL_MS);
  void check();
  return () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
  };
}

/** The view once its status is final, or the latest view when timeoutMs passes first. */
export function waitForFinalView(options: Omit<WatchOptions, 'onChange'>, timeoutMs: number): Promise<SubmissionView | undefined> {
  return new Promise((resolve) => {
    let latest: SubmissionView | undefined;
    const finish = () => {
      clearTimeout(timer);
      stop();
      resolve(latest);
    };
    const timer = setTimeout(finish, timeoutMs);
    const stop = watchSubmission({
      ...options,
      onChange: (view) => {
        latest = view;
        if (isFinalStatus(view.status)) finish();
      },
    });
  });
}
