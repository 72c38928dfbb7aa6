import type { Db } from '../db/client.js';
import type { JobHandler, Logger } from '../jobs/context.js';
import type { LtiScoreJobData } from '../jobs/names.js';
import type { JobQueue } from '../jobs/queue.js';
import { repeatEvery } from '../jobs/repeat.js';
import { ToolKeys } from './keys.js';
import { PlatformClient } from './platformClient.js';
import { LtiRepository } from './repository.js';
import { LtiServicesRepository } from './servicesRepository.js';

const DISPATCH_MS = 5_000;

/** One client per database per process: its token cache outlives a single job. */
const clients = new WeakMap<Db, PlatformClient>();
function clientFor(db: Db): PlatformClient {
  let client = clients.get(db);
  if (!client) {
    client = new PlatformClient(new ToolKeys(new LtiRepository(db)));
    clients.set(db, client);
  }
  return client;
}

/**
 * Posts one student's score for one line item (AGS 2.0): the line item made first when the
 * course has none for the lab, then the best result the student can see. Throws to have the
 * queue retry with backoff; every try's outcome is kept on the row for the lecturer.
 */
export async function postScore(db: Db, data: LtiScoreJobData, last: boolean, client = clientFor(db)): Promise<void> {
  const repository = new LtiServicesRepository(db);
  const found = await repository.post(data.lineItemId, data.userId);
  if (!found) return;
  const { post, lineItem, context, platform, lab, sub } = found;
  const result = await repository.visibleResult(data.userId, lineItem.labId);
  if (!result || !sub) {
    await repository.finish(data.lineItemId, data.userId, post.version, { state: 'nothing', score: null });
    return;
  }
  try {
    let url = lineItem.url;
    if (!url) {
      if (!context.lineitemsUrl) throw new Error('the course gave no line items URL');
      url = await client.ensureLineItem(platform, context.lineitemsUrl, { resourceId: lineItem.labId, label: `NurseLab ${lab.subject} ${lab.labNumber}`, scoreMaximum: 100 });
      await repository.setLineItemUrl(lineItem.id, url);
    }
    await client.postScore(platform, url, { userId: sub, scoreGiven: result.score, scoreMaximum: 100, comment: result.isPass ? 'Pass' : 'Fail' });
    await repository.finish(data.lineItemId, data.userId, post.version, { state: 'sent', score: result.score });
  } catch (error) {
    const message = (error as Error).message.slice(0, 300);
    await repository.finish(data.lineItemId, data.userId, post.version, { state: last ? 'failed' : 'retrying', score: result.score, error: message });
    throw error;
  }
}

export const ltiScoreJob: JobHandler<LtiScoreJobData> = async (job, context) => {
  await postScore(context.db, job.data, job.retryCount >= job.retryLimit);
};

/** Sends a job for every score post due one (new, lost on the way, failed a while ago). */
export async function dispatchScorePosts(db: Db, jobs: JobQueue): Promise<number> {
  const repository = new LtiServicesRepository(db);
  const due = await repository.claimDue();
  for (const post of due) {
    try {
      await jobs.send('ltiScore', post);
    } catch (error) {
      await repository.unclaim(post.lineItemId, post.userId);
      throw error;
    }
  }
  return due.length;
}

/** Dispatches now and every few seconds; returns stop(). */
export function startScoreDispatch(db: Db, jobs: JobQueue, log: Logger, intervalMs = DISPATCH_MS): () => void {
  return repeatEvery(intervalMs, async () => void (await dispatchScorePosts(db, jobs)), log, 'LTI score dispatch failed');
}
