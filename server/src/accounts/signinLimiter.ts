/**
 * Counts failed sign-ins per username and locks the username for a while after too many,
 * whatever address they come from (the per-address limit is @fastify/rate-limit's job).
 * In memory: it protects one process; several processes each enforce it on their own.
 */
export class SigninLimiter {
  private readonly failures = new Map<string, { count: number; firstAt: number; lockedUntil: number }>();

  constructor(private readonly maxFailures: number, private readonly lockMs: number, private readonly now = () => Date.now()) {}

  /** Minutes left on a lock, or 0 when the username may try. */
  lockedMinutes(username: string): number {
    const entry = this.failures.get(username);
    if (!entry) return 0;
    const left = entry.lockedUntil - this.now();
    if (left > 0) return Math.ceil(left / 60_000);
    if (this.now() - entry.firstAt > this.lockMs) this.failures.delete(username);
    return 0;
  }

  recordFailure(username: string): void {
    const now = this.now();
    const entry = this.failures.get(username);
    if (!entry || now - entry.firstAt > this.lockMs) {
      this.failures.set(username, { count: 1, firstAt: now, lockedUntil: 0 });
      return;
    }
    entry.count += 1;
    if (entry.count >= this.maxFailures) entry.lockedUntil = now + this.lockMs;
  }

  recordSuccess(username: string): void {
    this.failures.delete(username);
  }
}
