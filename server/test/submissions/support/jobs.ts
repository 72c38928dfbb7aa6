import { eq } from 'drizzle-orm';
import { submissions } from '../../../src/db/schema/index.js';
import type { JobContext, JobHandler } from '../../../src/jobs/context.js';
import type { JobName, SubmissionJobData } from '../../../src/jobs/names.js';
import type { World } from './world.js';

/** The job context the server process gives its in-process workers. */
export function jobContext(world: World): JobContext {
  const { ctx } = world;
  const { storage, catalogue, events } = ctx.app.services;
  return { config: ctx.config, database: ctx.database, db: ctx.database.db, storage, catalogue, events, log: ctx.app.log };
}

/** Runs the given handlers in the test process, polling often. */
export function runWorkers(world: World, handlers: [JobName, JobHandler<SubmissionJobData>][]): Promise<void> {
  return world.ctx.app.services.jobs.work(new Map(handlers), jobContext(world), { pollingIntervalSeconds: 0.5 });
}

/** A stand-in for the evaluation issue's handler: grades with a fixed score. */
export function fakeGrader(score: number, only?: (submissionId: string) => Promise<boolean>): JobHandler<SubmissionJobData> {
  return async ({ data }, context) => {
    if (only && !(await only(data.submissionId))) return;
    await context.db
      .update(submissions)
      .set({ status: 'graded', score, isPass: score >= 60, pros: ['Clear answer'], recommendations: ['Mention hand hygiene'], gradedAt: new Date() })
      .where(eq(submissions.id, data.submissionId));
    context.events.publish(data.submissionId);
  };
}
