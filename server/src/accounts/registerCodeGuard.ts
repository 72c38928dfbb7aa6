import { REGISTER_CODE_PREFIX } from '@nurselab/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';

/** The overall count lets three times as many wrong codes through before it slows sign-up down. */
const OVERALL_FACTOR = 3;
/** A scope quiet for this long starts counting again from nothing. */
const FORGET_AFTER = '24 hours';

export type GuardTx = Parameters<Parameters<Db['transaction']>[0]>[0];

const rowsOf = <T = unknown>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
    private readonly db: Db,
    private readonly freeFailures: number,
    private readonly maxDelayMs: number,
    /** Told once per day and scope when the free failures are used up (the administrators' alert). */
    private readonly onSweep: (scope: string, failures: number) => Promise<void> = async () => {},
  ) {}

  /**
   * Looks `code` up with `lookup` under the scopes' locks. Throws 429 signup.registerCodeWait
   * while a scope waits; returns what the lookup found, or undefined (counted) for a wrong code.
   */
  async check<T>(code: string, lookup: (tx: GuardTx) => Promise<T | undefined>): Promise<T | undefined> {
    const scopes = scopesOf(code);
    type Outcome = { kind: 'waiting'; seconds: number } | { kind: 'found'; found: T } | { kind: 'wrong'; alerts: { scope: string; failures: number }[] };
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      for (const scope of scopes) await this.lock(tx, scope);
      for (const scope of scopes) {
        const wait = await this.waitMs(tx, scope);
        if (wait > 0) return { kind: 'waiting', seconds: Math.max(1, Math.ceil(wait / 1000)) };
      }
      const found = await lookup(tx);
      if (found !== undefined) return { kind: 'found', found };
      const alerts: { scope: string; failures: number }[] = [];
      for (const scope of scopes) {
        const failures = await this.countFailure(tx, scope);
        if (failures === this.free(scope) + 1 && (await this.markAlerted(tx, scope))) alerts.push({ scope, failures });
      }
      return { kind: 'wrong', alerts };
    });
    if (outcome.kind === 'waiting') {
      throw new ApiError(429, 'signup.registerCodeWait', [{ field: 'registerCode', code: 'signup.registerCodeWait' }], { seconds: outcome.seconds });
    }
    if (outcome.kind === 'found') return outcome.found;
    for (const alert of outcome.alerts) await this.onSweep(alert.scope, alert.failures);
    return undefined;
  }

  /** The scope's row, created when missing, locked until the transaction ends. */
  private async lock(tx: GuardTx, scope: string): Promise<void> {
    await tx.execute(sql`
      insert into register_code_failures (scope, failures, last_failure_at) values (${scope}, 0, now())
      on conflict (scope) do nothing`);
    await tx.execute(sql`select scope from register_code_failures where scope = ${scope} for update`);
  }

  /** How long the scope still waits after its last counted failure (0: a code may be tried). */
  private async waitMs(tx: GuardTx, scope: string): Promise<number> {
    const free = this.free(scope);
    const rows = rowsOf<{ ms: number | string | null }>(await tx.execute(sql`
      select case
        when f.failures < ${free} or f.last_failure_at < now() - ${FORGET_AFTER}::interval then 0
        else greatest(0, extract(epoch from (f.last_failure_at + ${this.delaySql(free)} - now())) * 1000)
      end as ms
      from register_code_failures f where f.scope = ${scope}`));
    return Number(rows[0]?.ms ?? 0);
  }

  /** Counts one wrong code in the (locked) scope; the failures now counted. */
  private async countFailure(tx: GuardTx, scope: string): Promise<number> {
    const rows = rowsOf<{ failures: number }>(await tx.execute(sql`
      update register_code_failures f set
        failures = case when f.last_failure_at < now() - ${FORGET_AFTER}::interval then 1 else f.failures + 1 end,
        last_failure_at = now()
      where f.scope = ${scope}
      returning f.failures`));
    return Number(rows[0]?.failures ?? 0);
  }

  /** The wait after the scope's failures: 1 s after the free ones, doubling, up to the cap. */
  private delaySql(free: number) {
    return sql`least(${this.maxDelayMs}::float8, 1000 * power(2::float8, greatest(f.failures - ${free}, 0))) * interval '1 millisecond'`;
  }

  private async markAlerted(tx: GuardTx, scope: string): Promise<boolean> {
    const rows = rowsOf(await tx.execute(sql`
      update register_code_failures set alerted_at = now()
      where scope = ${scope} and (alerted_at is null or alerted_at < now() - ${FORGET_AFTER}::interval)
      returning scope`));
    return rows.length > 0;
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
