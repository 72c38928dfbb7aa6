/**
 * The job handlers every worker process installs. A feature registers its handler in its own
 * module (registerJobHandler) and adds one import here.
 */
import { registerJobHandler } from './registry.js';
import { evaluateJob } from '../evaluation/evaluateJob.js';
import { transcodeJob } from './transcode.js';

registerJobHandler('evaluate', evaluateJob);
registerJobHandler('transcode', transcodeJob);

export { registeredJobHandlers } from './registry.js';
