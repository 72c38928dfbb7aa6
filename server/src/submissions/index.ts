import type { FastifyPluginAsync } from 'fastify';
import type { Guards } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Db } from '../db/client.js';
import type { MediaStorage } from '../storage/index.js';
import type { Uploads } from '../uploads/index.js';
import { historyRoutes } from './historyRoutes.js';
import { legacyFinaliseRoutes } from './legacyRoutes.js';
import { mediaRoutes } from './mediaRoutes.js';
import { submissionRoutes } from './routes.js';
import type { SubmissionService } from './service.js';

export { SubmissionService } from './service.js';
export { SubmissionEvents } from './events.js';
export { UrlSigner } from './signing.js';
export { giveBackAttempt } from './attempts.js';

/** Every submission route: the resource, media, histories and SPEC.md's legacy finalise calls. */
export function allSubmissionRoutes(
  deps: { db: Db; catalogue: CatalogueService; storage: MediaStorage; uploads: Uploads; service: SubmissionService; resultWaitMs: number },
  guards: Guards,
): FastifyPluginAsync {
  return async (app) => {
    const { service } = deps;
    await app.register(submissionRoutes(service, guards));
    await app.register(mediaRoutes(deps.db, deps.storage, service.signer));
    await app.register(historyRoutes(deps.db, deps.catalogue, service.signer, guards));
    await app.register(
      legacyFinaliseRoutes({ service, chunks: deps.uploads.chunks, uploads: deps.uploads.store, resultWaitMs: deps.resultWaitMs }, guards),
    );
  };
}
