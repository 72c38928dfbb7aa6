import type { FastifyPluginAsync } from 'fastify';
import type { Guards } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { MediaStorage } from '../storage/index.js';
import type { Uploads } from '../uploads/index.js';
import { historyRoutes } from './historyRoutes.js';
import { legacyFinaliseRoutes } from './legacyRoutes.js';
import { mediaRoutes, type OnPlayed } from './mediaRoutes.js';
import type { SubmissionRepository } from './repository.js';
import { submissionRoutes } from './routes.js';
import type { SubmissionService } from './service.js';

export { SubmissionService } from './service.js';
export { SubmissionEvents } from './events.js';
export { UrlSigner } from './signing.js';
export { SubmissionRepository } from './repository.js';

/** Every submission route: the resource, media, histories and SPEC.md's legacy finalise calls. */
export function allSubmissionRoutes(
  deps: { repository: SubmissionRepository; catalogue: CatalogueService; storage: MediaStorage; uploads: Uploads; service: SubmissionService; resultWaitMs: number; onPlayed?: OnPlayed },
  guards: Guards,
): FastifyPluginAsync {
  return async (app) => {
    const { service } = deps;
    await app.register(submissionRoutes(service, guards));
    await app.register(mediaRoutes(deps.repository, deps.storage, service.signer, deps.onPlayed));
    await app.register(historyRoutes(service, guards));
    await app.register(
      legacyFinaliseRoutes({ service, chunks: deps.uploads.chunks, uploads: deps.uploads.store, resultWaitMs: deps.resultWaitMs }, guards),
    );
  };
}
