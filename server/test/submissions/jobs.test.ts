import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import type { JobContext } from '../../src/jobs/context.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';

const log = pino({ level: 'silent' });

describe.each(DATABASE_KINDS)('the job queue (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const stateOf = async (id: string) =>
    ((await database.executeSql('select state from pgboss.job where id = $1', [id])).rows[0] as { state: string } | undefined)?.state;

  it('keeps jobs across a restart and runs them when a worker starts', async () => {
    const before = new JobQueue(database, log);
    const submissionId = randomUUID();
    const transcodeId = (await before.send('transcode', { submissionId }))!;
    const evaluateId = (await before.send('evaluate', { submissionId }))!;
    await before.stop();
    expect(await stateOf(transcodeId)).toBe('created');

    const after = new JobQueue(database, log);
    const seen: string[] = [];
    await after.work(
      new Map([
        [
          'transcode',
          async ({ data }) => {
            seen.push(data.submissionId);
          },
        ],
      ]),
      {} as JobContext,
      { pollingIntervalSeconds: 0.5 },
    );
    await expect.poll(() => stateOf(transcodeId), { timeout: 20_000 }).toBe('completed');
    expect(seen).toEqual([submissionId]);
    // No evaluate handler is installed: that job waits for one.
    expect(await stateOf(evaluateId)).toBe('created');
    await after.stop();
  });

  it('retries a failed job', async () => {
    const queue = new JobQueue(database, log);
    const id = (await queue.send('evaluate', { submissionId: randomUUID() }))!;
    // Skip the backoff wait so the retry is due at once.
    await database.executeSql("update pgboss.job set retry_delay = 0, retry_backoff = false where id = $1", [id]);
    const tries: [number, number][] = [];
    await queue.work(
      new Map([
        [
          'evaluate',
          async (job) => {
            // The evaluate job left waiting by the test above runs here too.
            if (job.id !== id) return;
            tries.push([job.retryCount, job.retryLimit]);
            if (tries.length === 1) throw new Error('transient failure');
          },
        ],
      ]),
      {} as JobContext,
      { pollingIntervalSeconds: 0.5 },
    );
    await expect.poll(() => stateOf(id), { timeout: 20_000 }).toBe('completed');
    expect(tries).toEqual([
      [0, 3],
      [1, 3],
    ]);
    await queue.stop();
  });
});
