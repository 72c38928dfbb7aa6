import { REGISTER_CODE_PREFIX } from '@nurselab/core';
import { ApiError } from '../http/errors.js';
import type { RegisterCodeFailureRepository, Tx } from './registerCodeFailureRepository.js';

/** The overall count lets three times as many wrong codes through before it slows sign-up down. */
const OVERALL_FACTOR = 3;

/**
 * Stops register-code sweeps whatever the number of addresses: wrong codes are counted in the
 * database per course prefix (SUR, MED, OB: the part of the code anyone can guess) and overall.
 * After `freeFailures` wrong codes in a scope, each further try of a code in it must wait 1 s,
 * 2 s, 4 s ... (up to `maxDelayMs`) after the last counted one; a try that comes earlier is
 * refused before the code is looked at, so its answer says nothing about the code.
 *
 * Concurrency: a try locks its scopes' rows (prefix first, then overall: one order, no deadlock)
 * in one transaction, checks the wait, looks the code up and counts it only when it was wrong.
 * Tries of one scope therefore take turns for the few milliseconds of a lookup: parallel wrong
 * codes each see the ones before them (none slips under the limit), and a right code in flight
 * is never counted as a failure.
 */
export class RegisterCodeGuard {
  constructor(
    private readonly repository: RegisterCodeFailureRepository,
    private readonly freeFailures: number,
    private readonly maxDelayMs: number,
    /** Told once per day and scope when the free failures are used up: the first wrong code past them, or the first try made to wait (the administrators' alert). */
    private readonly onSweep: (scope: string, failures: number) => Promise<void> = async () => {},
  ) {}

  /**
   * Looks `code` up with `lookup` under the scopes' locks. Throws 429 signup.registerCodeWait
   * while a scope waits; returns what the lookup found, or undefined (counted) for a wrong code.
   */
  async check<T>(code: string, lookup: (tx: Tx) => Promise<T | undefined>): Promise<T | undefined> {
    const scopes = scopesOf(code);
    type Alert = { scope: string; failures: number };
    type Outcome = { kind: 'waiting'; seconds: number; alerts: Alert[] } | { kind: 'found'; found: T } | { kind: 'wrong'; alerts: Alert[] };
    const outcome = await this.repository.transaction(async (tx): Promise<Outcome> => {
      for (const scope of scopes) await this.repository.lock(tx, scope);
      for (const scope of scopes) {
        const wait = await this.repository.waitMs(tx, scope, this.free(scope), this.maxDelayMs);
        if (wait > 0) {
          // A sweep fast enough that no wrong code after the free ones was ever looked at is still one.
          const alerts = (await this.repository.markAlerted(tx, scope)) ? [{ scope, failures: this.free(scope) }] : [];
          return { kind: 'waiting', seconds: Math.max(1, Math.ceil(wait / 1000)), alerts };
        }
      }
      const found = await lookup(tx);
      if (found !== undefined) return { kind: 'found', found };
      const alerts: Alert[] = [];
      for (const scope of scopes) {
        const failures = await this.repository.countFailure(tx, scope);
        if (failures === this.free(scope) + 1 && (await this.repository.markAlerted(tx, scope))) alerts.push({ scope, failures });
      }
      return { kind: 'wrong', alerts };
    });
    if (outcome.kind === 'found') return outcome.found;
    for (const alert of outcome.alerts) await this.onSweep(alert.scope, alert.failures);
    if (outcome.kind === 'waiting') {
      throw new ApiError(429, 'signup.registerCodeWait', [{ field: 'registerCode', code: 'signup.registerCodeWait' }], { seconds: outcome.seconds });
    }
    return undefined;
  }

  private free(scope: string): number {
    return scope === 'all' ? this.freeFailures * OVERALL_FACTOR : this.freeFailures;
  }
}

/** A code of a course with a known prefix counts in that prefix and overall; any other only overall. */
export function scopesOf(code: string): string[] {
  const prefix = Object.values(REGISTER_CODE_PREFIX).find((p) => p && code.startsWith(p));
  return prefix ? [`prefix:${prefix}`, 'all'] : ['all'];
}
