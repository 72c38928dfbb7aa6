import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requeueOrphans } from '../../src/jobs/orphanSweep.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { audioClip, tempDir } from './support/media.js';
import { createWorld, finalise, storedUpload, type World } from './support/world.js';

describe.each(DATABASE_KINDS)('a submission whose evaluate job was lost is re-queued (%s)', (kind) => {
  let world: World;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    world = await createWorld(kind, {}, 1);
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  const liveJobs = async (id: string) => {
    const { rows } = await world.ctx.database.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'evaluate' and data->>'submissionId' = $1 and state in ('created', 'retry', 'active')",
      [id],
    );
    return (rows[0] as { n: number }).n;
  };

  it('finds it, queues it exactly once, and leaves submissions with a live job alone', async () => {
    const [student] = world.students;
    const audio = await audioClip(dir, 2);
    const lost = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 2 })).json().submission._id as string;
    const fine = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 3 })).json().submission._id as string;
    // As if queueing had failed after the submission was stored.
    await world.ctx.database.executeSql("delete from pgboss.job where name = 'evaluate' and data->>'submissionId' = $1", [lost]);
    await world.ctx.database.executeSql("update submissions set created_at = now() - interval '10 minutes' where id = any($1::uuid[])", [[lost, fine]]);
    expect(await liveJobs(lost)).toBe(0);

    const jobs = world.ctx.app.services.jobs;
    const sweeps = kind === 'postgres' ? await Promise.all([requeueOrphans(world.ctx.database, jobs), requeueOrphans(world.ctx.database, jobs)]) : [await requeueOrphans(world.ctx.database, jobs)];
    expect(sweeps.flat()).toEqual([lost]);
    expect(await liveJobs(lost)).toBe(1);
    expect(await liveJobs(fine)).toBe(1);
    expect(await requeueOrphans(world.ctx.database, jobs)).toEqual([]);
  });
});
