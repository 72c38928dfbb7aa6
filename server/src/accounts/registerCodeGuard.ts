import { REGISTER_CODE_PREFIX } from '@nurselab/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { registerCodeFailures } from '../db/schema/index.js';
import { ApiError } from '../http/errors.js';

/** The overall count lets three times as many wrong codes through before it slows sign-up down. */
const OVERALL_FACTOR = 3;
/** A scope quiet for this long starts counting again from nothing. */
const FORGET_AFTER = '24 hours';

const rowsOf = <T = unknown>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Stops register-code sweeps whatever the number of addresses: wrong codes are counted in the
 * database per course prefix (SUR, MED, OB: the part of the code anyone can guess) and overall.
 * After `freeFailures` wrong codes in a scope, each further try of a code in it must wait 1 s,
 * 2 s, 4 s ... (up to `maxDelayMs`) after the last counted one; a try that comes earlier is
 * refused before the code is looked at, so its answer says nothing about the code.
 *
 * Concurrency: a try is counted as a failure before the code is checked (one atomic upsert
 * that only succeeds when the scope is not waiting), and given back when the code was right,
 * so a thousand simultaneous tries cannot all slip through the free ones.
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
   * Takes a try at `code`, or throws 429 signup.registerCodeWait. The caller calls the returned
   * `right()` when the code belonged to a university, which uncounts the try.
   */
  async claim(code: string): Promise<{ right: () => Promise<void> }> {
    const taken: string[] = [];
    for (const scope of scopesOf(code)) {
      const failures = await this.count(scope);
      if (failures === undefined) {
        await this.giveBack(taken);
        throw new ApiError(429, 'signup.registerCodeWait', [{ field: 'registerCode', code: 'signup.registerCodeWait' }], { seconds: await this.waitSeconds(scope) });
      }
      taken.push(scope);
      if (failures === this.free(scope) + 1) await this.alertOnce(scope, failures);
    }
    return { right: () => this.giveBack(taken) };
  }

  /** The failures now counted in a scope, or undefined when it is still waiting (nothing counted). */
  private async count(scope: string): Promise<number | undefined> {
    const free = this.free(scope);
    const rows = rowsOf<{ failures: number }>(await this.db.execute(sql`
      insert into register_code_failures as f (scope, failures, last_failure_at) values (${scope}, 1, now())
      on conflict (scope) do update set
        failures = case when f.last_failure_at < now() - ${FORGET_AFTER}::interval then 1 else f.failures + 1 end,
        last_failure_at = now()
      where f.failures < ${free}
        or f.last_failure_at < now() - ${FORGET_AFTER}::interval
        or f.last_failure_at + ${this.delaySql(free)} <= now()
      returning f.failures`));
    return rows[0] ? Number(rows[0].failures) : undefined;
  }

  private async waitSeconds(scope: string): Promise<number> {
    const free = this.free(scope);
    const rows = rowsOf<{ ms: number }>(await this.db.execute(sql`
      select extract(epoch from (f.last_failure_at + ${this.delaySql(free)} - now())) * 1000 as ms
      from register_code_failures f where f.scope = ${scope}`));
    return Math.max(1, Math.ceil(Number(rows[0]?.ms ?? 1000) / 1000));
  }

  /** The wait after the scope's failures: 1 s after the free ones, doubling, up to the cap. */
  private delaySql(free: number) {
    return sql`least(${this.maxDelayMs}::float8, 1000 * power(2::float8, greatest(f.failures - ${free}, 0))) * interval '1 millisecond'`;
  }

  private async giveBack(scopes: string[]): Promise<void> {
    for (const scope of scopes) {
      await this.db
        .update(registerCodeFailures)
        .set({ failures: sql`greatest(${registerCodeFailures.failures} - 1, 0)` })
        .where(eq(registerCodeFailures.scope, scope));
    }
  }

  private async alertOnce(scope: string, failures: number): Promise<void> {
    const rows = rowsOf(await this.db.execute(sql`
      update register_code_failures set alerted_at = now()
      where scope = ${scope} and (alerted_at is null or alerted_at < now() - ${FORGET_AFTER}::interval)
      returning scope`));
    if (rows.length) await this.onSweep(scope, failures);
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
