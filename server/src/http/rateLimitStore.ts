import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store keeping its counters in PostgreSQL, so a limit holds across every
 * API process behind the load balancer (the plugin's default store is per process).
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      const route = (options as RouteInfo).routeInfo;
      this.prefix = route ? `${[route.method].flat().join(',')} ${route.url ?? ''}|` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      const window = `${Math.max(1, Math.trunc(timeWindow))} milliseconds`;
      db.execute(
        sql`insert into rate_limit_hits (key, hits, reset_at) values (${fullKey}, 1, now() + ${window}::interval)
            on conflict (key) do update set
              hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
              reset_at = case when rate_limit_hits.reset_at <= now() then now() + ${window}::interval else rate_limit_hits.reset_at end
            returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) });
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}

/** Drops counters whose window has passed (called now and then; a stale row is only reset on use). */
export async function removeExpiredRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 hour'`);
}
