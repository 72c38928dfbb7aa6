import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobContext, JobHandler } from '../../src/jobs/context.js';
import type { JobName, SubmissionJobData } from '../../src/jobs/names.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';

const log = pino({ level: 'silent' });

describe.each(DATABASE_KINDS)('evaluations run at once as configured (%s)', (kind) => {
  /** The most evaluate jobs running at the same moment while `jobs` are handled with `concurrency`. */
  async function mostAtOnce(concurrency: number, jobs: number): Promise<number> {
    const database = await createTestDatabase(kind);
    const queue = new JobQueue(database, log);
    try {
      let running = 0;
      let most = 0;
      let done = 0;
      const handler: JobHandler<SubmissionJobData> = async () => {
        most = Math.max(most, ++running);
        // Long enough for the other workers' polls to find their jobs, even on a loaded machine.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        running--;
        done++;
      };
      for (let i = 0; i < jobs; i++) await queue.send('evaluate', { submissionId: `00000000-0000-4000-8000-00000000000${i}` });
      await queue.work(new Map<JobName, JobHandler<SubmissionJobData>>([['evaluate', handler]]), {} as JobContext, {
        pollingIntervalSeconds: 0.5,
        concurrency: { evaluate: concurrency },
      });
      await expect.poll(() => done, { timeout: 120_000, interval: 200 }).toBe(jobs);
      return most;
    } finally {
      await queue.stop();
      await database.close();
    }
  }

  it('one at a time by default, several with EVALUATION_CONCURRENCY', async () => {
    expect(await mostAtOnce(1, 3)).toBe(1);
    expect(await mostAtOnce(3, 3)).toBe(3);
  }, 300_000);
});
