import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobContext, JobHandler } from '../../src/jobs/context.js';
import type { JobName, SubmissionJobData } from '../../src/jobs/names.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';

const log = pino({ level: 'silent' });
const POLL_SECONDS = 60;

describe.each(DATABASE_KINDS)('a job sent by a process with idle workers (%s)', (kind) => {
  it("starts at once, not at the workers' next look for jobs", async () => {
    const database = await createTestDatabase(kind);
    const queue = new JobQueue(database, log);
    try {
      let startedAt = 0;
      const handler: JobHandler<SubmissionJobData> = async () => {
        startedAt = performance.now();
      };
      await queue.work(new Map<JobName, JobHandler<SubmissionJobData>>([['evaluate', handler]]), {} as JobContext, { pollingIntervalSeconds: POLL_SECONDS });
      // Let the workers' first look (at start) find nothing and go to sleep for POLL_SECONDS.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const sentAt = performance.now();
      await queue.send('evaluate', { submissionId: '00000000-0000-4000-8000-000000000001' });
      await expect.poll(() => startedAt, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
      // Far below the polling interval even on a loaded machine.
      expect(startedAt - sentAt).toBeLessThan((POLL_SECONDS / 2) * 1000);
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 180_000);
});
