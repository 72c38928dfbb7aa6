export interface LimitOptions {
  /**
   * Work nobody waits for yet (pieces recognised while an answer still uploads): it waits
   * behind every other task and never takes the last free slot of a limiter with several.
   */
  background?: boolean;
  /** Called once a background task is in line, with a function that makes it an ordinary task. */
  onQueued?: (hurry: () => void) => void;
}

export type Limiter = <T>(task: () => Promise<T>, options?: LimitOptions) => Promise<T>;

interface Waiter {
  background: boolean;
  start: () => void;
}

/**
 * A counting semaphore: at most `concurrency` tasks run at once, the rest wait in order, the
 * background tasks after all the others and at most `concurrency - 1` of them at once (one
 * when the limiter has a single slot), so an answer someone waits for finds a slot free.
 */
export function createLimiter(concurrency: number): Limiter {
  const backgroundConcurrency = Math.max(1, concurrency - 1);
  let running = 0;
  let backgroundRunning = 0;
  const front: Waiter[] = [];
  const background: Waiter[] = [];

  function startWhatFits() {
    for (;;) {
      if (running >= concurrency) return;
      const next = front.shift() ?? (backgroundRunning < backgroundConcurrency ? background.shift() : undefined);
      if (!next) return;
      running++;
      if (next.background) backgroundRunning++;
      next.start();
    }
  }

  return async function limit<T>(task: () => Promise<T>, options: LimitOptions = {}): Promise<T> {
    const waiter: Waiter = { background: !!options.background, start: () => {} };
    await new Promise<void>((resolve) => {
      waiter.start = resolve;
      (waiter.background ? background : front).push(waiter);
      if (waiter.background) {
        options.onQueued?.(() => {
          const at = background.indexOf(waiter);
          if (at === -1) return;
          background.splice(at, 1);
          waiter.background = false;
          front.push(waiter);
          startWhatFits();
        });
      }
      startWhatFits();
    });
    try {
      return await task();
    } finally {
      running--;
      if (waiter.background) backgroundRunning--;
      startWhatFits();
    }
  };
}
