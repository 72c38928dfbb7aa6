import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@tus/server';
import { principalOf, type Guard } from '../auth/guards.js';
import { TUS_PATH, tusPrincipals } from './tusServer.js';
import type { UploadStore } from './uploadStore.js';

/**
 * Mounts the tus server inside Fastify: Fastify authenticates (and checks the upload is the
 * caller's), then tus gets the raw request and response. The body is never parsed or buffered.
 */
export function tusRoutes(tus: Server, uploads: UploadStore, student: Guard, onPatched?: (uploadId: string) => void): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    const authenticate = async (request: FastifyRequest) => {
      // CORS preflight and capability discovery carry no credentials.
      if (request.method === 'OPTIONS') return;
      await student(request);
      tusPrincipals.set(request.raw, principalOf(request));
    };
    const ownUpload = async (request: FastifyRequest) => {
      if (request.method === 'OPTIONS') return;
      await uploads.assertOwned((request.params as { uploadId: string }).uploadId, principalOf(request).userId);
    };
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
      // A terminated upload no longer counts against its owner's quota.
      if (request.method === 'DELETE' && reply.raw.statusCode === 204) await uploads.abandon((request.params as { uploadId: string }).uploadId);
      // tus reports progress only while a request streams for more than a second: a short PATCH (a
      // resumed tail, a fast connection) is told here once its bytes are stored.
      if (request.method === 'PATCH' && reply.raw.statusCode === 204) onPatched?.((request.params as { uploadId: string }).uploadId);
    };

    const schema = { hide: true };
    app.route({ method: ['POST', 'OPTIONS'], url: TUS_PATH, schema, preHandler: authenticate, handler: handle });
    app.route({ method: ['POST', 'OPTIONS'], url: `${TUS_PATH}/`, schema, preHandler: authenticate, handler: handle });
    app.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${TUS_PATH}/:uploadId`, schema, preHandler: [authenticate, ownUpload], handler: handle });
  };
}
