/**
 * The job handlers every worker process installs. A feature registers its handler in its own
 * module (registerJobHandler) and adds one import here.
 */
import { registerJobHandler } from './registry.js';
import { evaluateJob } from '../evaluation/evaluateJob.js';
import { transcodeJob } from './transcode.js';
import { ltiScoreJob } from '../lti/scorePosting.js';

registerJobHandler('evaluate', evaluateJob);
registerJobHandler('transcode', transcodeJob);
registerJobHandler('ltiScore', ltiScoreJob);

export { registeredJobHandlers } from './registry.js';
