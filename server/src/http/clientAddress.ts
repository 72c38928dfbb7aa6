import type { FastifyRequest } from 'fastify';

/**
 * The address a per-client limit counts: Fastify's request.ip, which believes X-Forwarded-For
 * only from the proxies TRUST_PROXY names, so a client cannot choose its own address.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
