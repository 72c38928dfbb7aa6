/** A counting semaphore: at most `concurrency` tasks run at once, the rest wait in order. */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    // A finishing task hands its slot straight to the next waiter, so `running` never overshoots.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
