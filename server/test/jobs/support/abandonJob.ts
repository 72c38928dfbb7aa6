/**
 * A process of the embedded mode that takes an evaluation job and hangs in it, printing
 * "RUNNING <submissionId>", until the test kills it with SIGKILL (crashRecovery.test.ts).
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { openDatabase } from '../../../src/db/client.js';
import type { JobContext } from '../../../src/jobs/context.js';
import { JobQueue } from '../../../src/jobs/queue.js';

const database = await openDatabase({ dataDir: process.env.DATA_DIR });
await database.migrate();
const jobs = new JobQueue(database, pino({ level: 'silent' }));
await jobs.send('evaluate', { submissionId: randomUUID() });
await jobs.work(
  new Map([
    [
      'evaluate',
      async (job) => {
        console.log(`RUNNING ${job.data.submissionId}`);
        await new Promise(() => {});
      },
    ],
  ]),
  {} as JobContext,
  { pollingIntervalSeconds: 0.5 },
);
