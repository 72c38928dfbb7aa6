import type { SigninFailureRepository } from './signinFailureRepository.js';

/**
 * Slows password guessing per (username, address): after `freeFailures` wrong passwords from
 * one address, that address must wait before its next try for this username, twice as long
 * after each further failure, up to `maxDelayMs`. Nobody can lock a user out: the delay
 * belongs to the guessing address, and the real user signing in from elsewhere is never held
 * up. The per-address request limit caps how fast one address tries many usernames. The
 * counts live in PostgreSQL, so every API process enforces the same delays.
 */
export class SigninThrottle {
  constructor(
    private readonly repository: SigninFailureRepository,
    private readonly freeFailures: number,
    private readonly maxDelayMs: number,
  ) {}

  /** Seconds this address must still wait before trying this username again (0: go ahead). */
  async waitSeconds(username: string, address: string): Promise<number> {
    const row = await this.repository.failuresOf(username, address);
    if (!row) return 0;
    const left = this.delayAfter(row.failures) - row.agoMs;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** Counts a failure; a pair quiet for longer than the longest delay starts again from one. */
  async recordFailure(username: string, address: string): Promise<void> {
    await this.repository.recordFailure(username, address, this.maxDelayMs * 2);
  }

  async recordSuccess(username: string, address: string): Promise<void> {
    await this.repository.clear(username, address);
  }

  /** The wait after `failures` failures: none for the free ones, then 1 s, 2 s, 4 s ... up to the cap. */
  private delayAfter(failures: number): number {
    if (failures < this.freeFailures) return 0;
    return Math.min(1000 * 2 ** (failures - this.freeFailures), this.maxDelayMs);
  }
}
