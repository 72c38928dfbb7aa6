import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signinFailures } from '../db/schema/index.js';

/** Failed sign-ins per (username, address), in PostgreSQL so every API process sees the same counts. */
export class SigninFailureRepository {
  constructor(private readonly db: Db) {}

  /** The pair's failures and how long ago (ms, by the database's clock) the last one was. */
  async failuresOf(username: string, address: string): Promise<{ failures: number; agoMs: number } | undefined> {
    const [row] = await this.db
      .select({ failures: signinFailures.failures, agoMs: sql<number>`(extract(epoch from (now() - ${signinFailures.lastFailureAt})) * 1000)::float8` })
      .from(signinFailures)
      .where(and(eq(signinFailures.username, username), eq(signinFailures.address, address)));
    return row && { failures: row.failures, agoMs: Number(row.agoMs) };
  }

  /** Counts a failure in one statement; a pair quiet for longer than `forgetAfterMs` starts again from one. */
  async recordFailure(username: string, address: string, forgetAfterMs: number): Promise<void> {
    const forget = `${forgetAfterMs} milliseconds`;
    await this.db
      .insert(signinFailures)
      .values({ username, address, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: [signinFailures.username, signinFailures.address],
        set: {
          failures: sql`case when ${signinFailures.lastFailureAt} < now() - ${forget}::interval then 1 else ${signinFailures.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      });
  }

  async clear(username: string, address: string): Promise<void> {
    await this.db.delete(signinFailures).where(and(eq(signinFailures.username, username), eq(signinFailures.address, address)));
  }
}
