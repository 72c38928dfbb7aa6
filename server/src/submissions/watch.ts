import { isFinalStatus, type SubmissionStatus } from '@nurselab/core';
import type { SubmissionEvents } from './events.js';

/** Changes arrive as events (NOTIFY across processes); the slow poll only covers a lost connection. */
export const FALLBACK_POLL_MS = 30_000;

/** Whatever is watched of a submission: a student's view, or the job's row. */
interface HasStatus {
  status: SubmissionStatus;
}

export interface WatchOptions<View extends HasStatus> {
  submissionId: string;
  events: SubmissionEvents;
  load: () => Promise<View | undefined>;
  onChange: (view: View) => void;
  pollMs?: number;
}

/**
 * Calls onChange with the current view, then whenever it changes: at once for changes published
 * by any process (SubmissionEvents), and within pollMs should an event be lost. Returns stop().
 */
export function watchSubmission<View extends HasStatus>(options: WatchOptions<View>): () => void {
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
export function waitForFinalView<View extends HasStatus>(options: Omit<WatchOptions<View>, 'onChange'>, timeoutMs: number): Promise<View | undefined> {
  return new Promise((resolve) => {
    let latest: View | undefined;
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
