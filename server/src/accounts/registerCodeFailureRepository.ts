import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A scope quiet for this long starts counting again from nothing. */
const FORGET_AFTER = '24 hours';

const rowsOf = <T = unknown>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Wrong register codes per scope (register_code_failures); every method but `transaction` runs in the caller's transaction. */
export class RegisterCodeFailureRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The scope's row, created when missing, locked until the transaction ends. */
  async lock(tx: Tx, scope: string): Promise<void> {
    await tx.execute(sql`
      insert into register_code_failures (scope, failures, last_failure_at) values (${scope}, 0, now())
      on conflict (scope) do nothing`);
    await tx.execute(sql`select scope from register_code_failures where scope = ${scope} for update`);
  }

  /**
   * How long the scope still waits after its last counted failure (0: a code may be tried): none
   * below `free` failures, then 1 s, doubling with each further one, up to `maxDelayMs`.
   */
  async waitMs(tx: Tx, scope: string, free: number, maxDelayMs: number): Promise<number> {
    const delay = sql`least(${maxDelayMs}::float8, 1000 * power(2::float8, greatest(f.failures - ${free}, 0))) * interval '1 millisecond'`;
    const rows = rowsOf<{ ms: number | string | null }>(await tx.execute(sql`
      select case
        when f.failures < ${free} or f.last_failure_at < now() - ${FORGET_AFTER}::interval then 0
        else greatest(0, extract(epoch from (f.last_failure_at + ${delay} - now())) * 1000)
      end as ms
      from register_code_failures f where f.scope = ${scope}`));
    return Number(rows[0]?.ms ?? 0);
  }

  /** Counts one wrong code in the (locked) scope; the failures now counted. */
  async countFailure(tx: Tx, scope: string): Promise<number> {
    const rows = rowsOf<{ failures: number }>(await tx.execute(sql`
      update register_code_failures f set
        failures = case when f.last_failure_at < now() - ${FORGET_AFTER}::interval then 1 else f.failures + 1 end,
        last_failure_at = now()
      where f.scope = ${scope}
      returning f.failures`));
    return Number(rows[0]?.failures ?? 0);
  }

  /** Marks the scope alerted unless it was within the forget period; whether it was marked now. */
  async markAlerted(tx: Tx, scope: string): Promise<boolean> {
    const rows = rowsOf(await tx.execute(sql`
      update register_code_failures set alerted_at = now()
      where scope = ${scope} and (alerted_at is null or alerted_at < now() - ${FORGET_AFTER}::interval)
      returning scope`));
    return rows.length > 0;
  }
}
