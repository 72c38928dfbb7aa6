import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import type { JobContext } from '../../src/jobs/context.js';
import type { JobHandler } from '../../src/jobs/context.js';
import type { JobName, SubmissionJobData } from '../../src/jobs/names.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';
import { spawnProcess } from '../support/processes.js';

const log = pino({ level: 'silent' });

const stateOf = async (database: Database, submissionId: string) =>
  ((await database.executeSql("select state from pgboss.job where name = 'evaluate' and data->>'submissionId' = $1", [submissionId])).rows[0] as { state: string } | undefined)
    ?.state;

/** Installs an evaluate handler that reports the first job it is given. */
function firstJob(queue: JobQueue) {
  return new Promise<{ submissionId: string; retryCount: number }>((resolve) => {
    const handler: JobHandler<SubmissionJobData> = async (job) => resolve({ submissionId: job.data.submissionId, retryCount: job.retryCount });
    void queue.work(new Map<JobName, JobHandler<SubmissionJobData>>([['evaluate', handler]]), {} as JobContext, { pollingIntervalSeconds: 0.5 });
  });
}

describe('a job left running by a dead process of the embedded mode (pglite)', () => {
  it('is picked up at once when the server starts again, not after the 15-minute time limit', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-crash-pglite-'));
    try {
      const { process: child, match } = await spawnProcess({
        name: 'abandon-job',
        args: ['server/test/jobs/support/abandonJob.ts'],
        env: { DATA_DIR: dataDir },
        ready: /RUNNING (\S+)/,
        timeoutMs: 180_000,
      });
      const submissionId = match![1];
      await child.kill('SIGKILL');

      const database = await openDatabase({ dataDir });
      try {
        expect(await stateOf(database, submissionId)).toBe('active');
        // The queue's own time limit for an evaluation stays 15 minutes: only the restart frees the job.
        const queue = new JobQueue(database, log);
        const started = Date.now();
        const job = await firstJob(queue);
        expect(job.submissionId).toBe(submissionId);
        expect(job.retryCount).toBe(1);
        expect((Date.now() - started) / 1000).toBeLessThan(60);
        await expect.poll(() => stateOf(database, submissionId), { timeout: 20_000 }).toBe('completed');
        await queue.stop();
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('a job running in another live process (%s)', (kind) => {
  it('is left alone when a second process starts: only the time limit frees a PostgreSQL job', async () => {
    const database = await createTestDatabase(kind);
    const first = new JobQueue(database, log);
    const second = new JobQueue(database, log);
    try {
      const submissionId = crypto.randomUUID();
      await first.send('evaluate', { submissionId });
      const running = new Promise<void>((resolve) => {
        void first.work(
          new Map<JobName, JobHandler<SubmissionJobData>>([
            [
              'evaluate',
              async () => {
                resolve();
                await new Promise((r) => setTimeout(r, 4_000));
              },
            ],
          ]),
          {} as JobContext,
          { pollingIntervalSeconds: 0.5 },
        );
      });
      await running;
      await second.start();
      expect(await stateOf(database, submissionId)).toBe('active');
      await expect.poll(() => stateOf(database, submissionId), { timeout: 20_000 }).toBe('completed');
    } finally {
      await second.stop();
      await first.stop();
      await database.close();
    }
  }, 120_000);
});
