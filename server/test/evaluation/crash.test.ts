import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { submissions } from '../../src/db/schema/index.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { speak, toRecorderWebm } from '../../test-fixtures/audio/generate.js';
import { tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type World } from '../submissions/support/world.js';

const root = path.resolve(import.meta.dirname, '../../..');
const { labs } = await loadLabFiles();
const lab7 = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === 7)!;
/** A dead worker's job is retried after 45 s (room for a slow, loaded machine), looked for every second. */
const JOB_TIMING = { JOB_TIMEOUT_SECONDS: '45', JOB_RETRY_DELAY_SECONDS: '1', JOB_MAINTENANCE_SECONDS: '1' };

// Several worker processes share one queue only on a PostgreSQL server.
describe.runIf(DATABASE_KINDS.includes('postgres'))('a worker killed in the middle of an evaluation', () => {
  let world: World;
  let files: { dir: string; cleanup: () => Promise<void> };
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    // The job takes its time limit from the queue when it is sent: the app sets it short too.
    world = await createWorld('postgres', JOB_TIMING, 1);
    files = await tempDir('nurselab-crash-test-');
  });
  afterAll(async () => {
    for (const w of workers) {
      try {
        process.kill(-w.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await world.ctx.close();
    await files.cleanup();
  });

  /** `npm run worker` as its own process group, so a kill takes its recogniser processes too. */
  function startWorker(): ChildProcess {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/src/worker.ts'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: world.ctx.database.url,
        DATA_DIR: world.ctx.config.dataDir,
        JWT_SECRET: world.ctx.config.jwtSecret,
        LOG_LEVEL: 'warn',
        ...JOB_TIMING,
      },
    });
    workers.push(child);
    return child;
  }

  async function statusOf(id: string) {
    const [row] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, id));
    return row;
  }

  async function until<T>(check: () => Promise<T | undefined>, seconds: number): Promise<T> {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const found = await check();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`not so after ${seconds} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const waitFor = (id: string, wanted: (status: string) => boolean, seconds: number) =>
    until(async () => {
      const row = await statusOf(id);
      return wanted(row.status) ? row : undefined;
    }, seconds);

  it('is finished by another worker, graded once, with nothing lost', async () => {
    const wav = path.join(files.dir, 'answer.wav');
    const webm = path.join(files.dir, 'answer.webm');
    await speak(lab7.questions[0].modelAnswer!.en, wav, { engine: 'flite', voice: 'rms' });
    await toRecorderWebm(wav, webm);
    const student = world.students[0];
    const res = await finalise(world, student, { uploadId: await storedUpload(world, student, webm), labNumber: 7 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().submission._id as string;

    const first = startWorker();
    await waitFor(id, (s) => s === 'transcribing', 90);
    process.kill(-first.pid!, 'SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect((await statusOf(id)).status).toBe('transcribing');

    startWorker();
    const row = await waitFor(id, (s) => ['graded', 'needs_review', 'failed'].includes(s), 150);
    expect(row.status).toBe('graded');
    expect(row.score).not.toBeNull();
    expect(row.attemptReturned).toBe(false);

    // pg-boss marks the job completed just after the handler returns.
    const job = await until(async () => {
      const { rows } = await world.ctx.database.executeSql(
        `select state, retry_count from pgboss.job where name = 'evaluate' and data->>'submissionId' = $1`,
        [id],
      );
      expect(rows).toHaveLength(1);
      const [row] = rows as { state: string; retry_count: number }[];
      return row.state === 'completed' ? row : undefined;
    }, 60);
    expect(job.retry_count).toBeGreaterThanOrEqual(1);
    const { rows: all } = await world.ctx.database.executeSql('select count(*)::int as n from submissions where user_id = $1', [student.userId]);
    expect(all[0]).toEqual({ n: 1 });
  }, 300_000);
});
