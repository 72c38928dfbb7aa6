/**
 * Runs `run` again when it fails with a retryable error (a recogniser timing out on a busy
 * machine), up to `attempts` times in all; any other error is thrown at once.
 */
export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(error as { retryable?: boolean }).retryable) throw error;
    }
  }
}
