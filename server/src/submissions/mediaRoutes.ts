import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound } from '../http/errors.js';
import { StorageNotFoundError, type MediaStorage } from '../storage/index.js';
import { parseByteRange } from './byteRange.js';
import { MEDIA_URL_TTL_SECONDS, MEDIA_VARIANTS, mediaLinkFields, mediaObject } from './mediaLinks.js';
import type { SubmissionRepository } from './repository.js';
import type { UrlSigner } from './signing.js';

/** A staff member's link streamed: written to the audit log once per link (its signature). */
export type OnPlayed = (play: { viewerId: string; submissionId: string; variant: string; dedupeKey: string }) => Promise<unknown>;

/**
 * GET /api/v1/media/:submissionId/:variant?exp=&sig=[&v=] streams a recording from storage, with
 * HTTP Range for seeking. The signature is the authorisation (see SubmissionService.mediaLink).
 * A link made for a lecturer or administrator names them (v): its first request (of any range)
 * is the viewing the audit log records; later ranges of the same link add nothing.
 */
export function mediaRoutes(repository: SubmissionRepository, storage: MediaStorage, signer: UrlSigner, onPlayed?: OnPlayed): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/media/:submissionId/:variant',
      {
        schema: {
          tags: ['submission'],
          params: z.object({ submissionId: z.uuid(), variant: z.enum(MEDIA_VARIANTS) }),
          querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100), v: z.uuid().optional() }),
        },
      },
      async (request, reply) => {
        const { submissionId, variant } = request.params;
        const viewerId = request.query.v;
        if (!signer.verify('media', mediaLinkFields(submissionId, variant, viewerId), request.query.exp, request.query.sig)) throw new ApiError(403, 'submission.linkInvalid');

        const row = await repository.mediaSource(submissionId);
        const object = row && mediaObject(row, variant);
        if (!object) throw notFound('submission.notFound');

        let size: number;
        try {
          ({ size } = await storage.stat(object.key));
        } catch (error) {
          if (error instanceof StorageNotFoundError) throw notFound('submission.notFound');
          throw error;
        }
        if (viewerId && onPlayed) await onPlayed({ viewerId, submissionId, variant, dedupeKey: `play:${request.query.sig}` });
        reply
          .header('accept-ranges', 'bytes')
          .header('content-type', object.mimeType)
          .header('cache-control', `private, max-age=${MEDIA_URL_TTL_SECONDS}`)
          // Media is played by the app's own pages; helmet's same-origin policy stays.
          .header('content-disposition', 'inline');

        const range = parseByteRange(request.headers.range, size);
        if (range === 'unsatisfiable') {
          reply.header('content-range', `bytes */${size}`);
          throw new ApiError(416, 'submission.rangeNotSatisfiable');
        }
        if (!range) {
          reply.header('content-length', size);
          return reply.send(await storage.createReadStream(object.key));
        }
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(await storage.createReadStream(object.key, range));
      },
    );
  };
}
