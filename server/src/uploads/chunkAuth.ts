import type { FastifyRequest } from 'fastify';
import type { Guard, Guards, Principal } from '../auth/guards.js';
import type { TokenService } from '../auth/tokens.js';

const MAX_ENTRIES = 5_000;

/**
 * The student guard for upload chunks, which arrive every few milliseconds: the token is verified
 * on every request, the user's row is re-read at most every ttlMs per token. A role change or
 * deletion reaches an upload in progress within ttlMs; finalising always checks afresh.
 */
export function chunkAuthenticator(guards: Guards, tokens: TokenService, ttlMs = 30_000): Guard {
  const student = guards.requireStudent();
  const known = new Map<string, { principal: Principal; until: number }>();
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const hit = token ? known.get(token) : undefined;
    if (token && hit && hit.until > Date.now()) {
      const verified = await tokens.verify(token).then(
        (claims) => claims.sub === hit.principal.userId,
        () => false,
      );
      if (verified) {
        request.principal = hit.principal;
        return;
      }
      known.delete(token);
    }
    await student(request);
    if (token && request.principal) {
      if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
      known.set(token, { principal: request.principal, until: Date.now() + ttlMs });
    }
  };
}
