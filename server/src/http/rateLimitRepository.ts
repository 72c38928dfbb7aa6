import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The per-address rate limits' counters (rate_limit_hits), shared by every API process. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one hit of `key` in one statement: a counter whose window has passed starts again
   * from one with a new window of `windowMs`. Returns the hits so far and the ms the window has left.
   */
  async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
    const window = `${windowMs} milliseconds`;
    const result = await this.db.execute(
      sql`insert into rate_limit_hits (key, hits, reset_at) values (${key}, 1, now() + ${window}::interval)
          on conflict (key) do update set
            hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            reset_at = case when rate_limit_hits.reset_at <= now() then now() + ${window}::interval else rate_limit_hits.reset_at end
          returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
    );
    const row = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows[0];
    return { hits: Number(row.hits), ttlMs: Number(row.ttl) };
  }

  /** Drops counters whose window has passed (a stale row is only reset on use). */
  async removeExpired(): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 hour'`);
  }
}
