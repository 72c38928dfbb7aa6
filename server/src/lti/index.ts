import type { Session } from '../accounts/service.js';
import type { Guards } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { FrameOrigins } from './frameOrigins.js';
import { ToolKeys } from './keys.js';
import { PlatformKeys } from './platformKeys.js';
import { PlatformClient } from './platformClient.js';
import { LtiRepository } from './repository.js';
import { ltiRoutes } from './routes.js';
import { LtiService } from './service.js';
import { LtiServicesRepository } from './servicesRepository.js';

export { LtiService } from './service.js';
export { dispatchScorePosts, startScoreDispatch } from './scorePosting.js';

/** LTI 1.3: the frame-ancestors list the app's security headers need first, then the routes. */
export async function createLti(db: Db, config: Pick<Config, 'configuredPublicUrl' | 'ltiAllowLoopbackHttp'>) {
  const repository = new LtiRepository(db);
  const frameOrigins = new FrameOrigins(repository);
  await frameOrigins.refresh();
  frameOrigins.start();
  const keys = new ToolKeys(repository);
  return {
    frameOrigins,
    keys,
    routes(guards: Guards, deps: { catalogue: CatalogueService; sessionFor: (userId: string) => Promise<Session> }) {
      const service = new LtiService({
        repository,
        keys,
        platformKeys: new PlatformKeys(),
        frameOrigins,
        catalogue: deps.catalogue,
        services: new LtiServicesRepository(db),
        client: new PlatformClient(keys),
        sessionFor: deps.sessionFor,
        allowInsecureLoopback: config.ltiAllowLoopbackHttp,
      });
      return ltiRoutes(service, guards, config.configuredPublicUrl);
    },
  };
}
