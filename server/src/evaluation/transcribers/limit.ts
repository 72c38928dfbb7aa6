export interface LimitOptions {
  /**
   * Work nobody waits for yet (pieces recognised while an answer still uploads): it waits
   * behind every task nobody marked so, and takes a slot only when none of those wants it.
   */
  background?: boolean;
  /** Called while a background task waits, with a function that moves it to the front lane. */
  onQueued?: (hurry: () => void) => void;
}

export type Limiter = <T>(task: () => Promise<T>, options?: LimitOptions) => Promise<T>;

/**
 * A counting semaphore: at most `concurrency` tasks run at once, the rest wait in order, the
 * waiting background tasks after all the others.
 */
export function createLimiter(concurrency: number): Limiter {
  let running = 0;
  const front: Array<() => void> = [];
  const background: Array<() => void> = [];

  return async function limit<T>(task: () => Promise<T>, options: LimitOptions = {}): Promise<T> {
    if (running < concurrency) running++;
    // A finishing task hands its slot straight to the next waiter, so `running` never overshoots.
    else
      await new Promise<void>((resolve) => {
        if (!options.background) return front.push(resolve);
        background.push(resolve);
        options.onQueued?.(() => {
          const at = background.indexOf(resolve);
          if (at !== -1) front.push(...background.splice(at, 1));
        });
      });
    try {
      return await task();
    } finally {
      const next = front.shift() ?? background.shift();
      if (next) next();
      else running--;
    }
  };
}
