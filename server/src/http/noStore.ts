import type { FastifyInstance } from 'fastify';

/**
 * Every API answer that does not say otherwise is `Cache-Control: no-store`: most of them are
 * personal (grades, transcripts, tokens), and a shared or browser cache must keep none of them.
 * Answers that choose their own caching (signed media, event streams) keep theirs.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
