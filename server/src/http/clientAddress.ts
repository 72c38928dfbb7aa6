import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^::1$/, /^f[cd][0-9a-f]{2}:/i, /^::ffff:(127|10)\./];

/**
 * The address a per-client limit counts. A client can write any X-Forwarded-For it likes, so
 * only the entry our own proxy appended (the last one) is believed, and only when the request
 * really comes from a proxy on a private network; otherwise the socket's peer is the client.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!PRIVATE.some((p) => p.test(peer))) return peer;
  const header = request.headers['x-forwarded-for'];
  const last = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').pop()?.trim();
  return last && isIP(last) ? last : peer;
}
