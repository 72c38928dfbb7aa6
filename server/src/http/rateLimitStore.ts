import type { RateLimitRepository } from './rateLimitRepository.js';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store keeping its counters in PostgreSQL, so a limit holds across every
 * API process behind the load balancer (the plugin's default store is per process).
 */
export function postgresRateLimitStore(repository: RateLimitRepository) {
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      const route = (options as RouteInfo).routeInfo;
      this.prefix = route ? `${[route.method].flat().join(',')} ${route.url ?? ''}|` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      repository.hit(`${this.prefix}${key}`, Math.max(1, Math.trunc(timeWindow))).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: Math.ceil(ttlMs) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}
