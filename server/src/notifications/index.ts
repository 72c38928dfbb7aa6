import type { CatalogueService } from '../catalogue/service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../jobs/context.js';
import type { SubmissionEvents } from '../submissions/events.js';
import { Mailer } from './mailer.js';
import { NotificationRepository } from './repository.js';
import { NotificationService } from './service.js';

export { NotificationService } from './service.js';

/** The notification service of a process (API or worker), e-mailing when SMTP is configured. */
export function createNotifications(deps: { db: Db; catalogue: CatalogueService; events: SubmissionEvents; log: Logger; config: Pick<Config, 'mail' | 'site'> }) {
  const mailer = deps.config.mail ? new Mailer(deps.config.mail) : undefined;
  const service = new NotificationService(new NotificationRepository(deps.db), deps.catalogue, deps.events, deps.log, mailer, deps.config.site.productName);
  return { service, mailer, close: async () => {
    await service.settled();
    mailer?.close();
  } };
}
