import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { retentionDeletions, submissions } from '../../src/db/schema/index.js';
import { transcodeJob } from '../../src/jobs/transcode.js';
import { RetentionRepository } from '../../src/retention/repository.js';
import { startRetentionSchedule } from '../../src/retention/schedule.js';
import { RetentionService } from '../../src/retention/service.js';
import { DATABASE_KINDS, type DatabaseKind } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { jobContext } from '../submissions/support/jobs.js';
import { audioClip, tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

const DAY = 86_400_000;
const spoken = { language: 'en', text: 'Wash your hands before touching the baby.', words: [] };

/**
 * Issue 24 item 1: a university's retention setting. A run deletes the originals older than the
 * setting through the storage port and logs each once, keeps the rest, and the kept playback
 * copy still plays through the real media route.
 */
describe.each(DATABASE_KINDS)('retention of recordings (%s)', (kind: DatabaseKind) => {
  let world: World;
  let cleanup: () => Promise<void>;
  let clip: string;
  let homeId: string;

  const admin = (method: 'GET' | 'PATCH', url: string, payload?: object, language = 'en') =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(world.admin.token), 'accept-language': language }, ...(payload ? { payload } : {}) });

  /** An attempt through the real upload, finalise and transcode path, graded `daysAgo` days ago. */
  async function gradedAttempt(who: Person, daysAgo: number, lab = 1): Promise<string> {
    const res = await finalise(world, who, { uploadId: await storedUpload(world, who, clip), labNumber: lab });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().submission._id as string;
    await world.ctx.database.db
      .update(submissions)
      .set({ status: 'graded', score: 75, isPass: true, gradedAt: new Date(Date.now() - daysAgo * DAY), evaluation: { transcript: spoken, questions: [], mode: 'rubric' } })
      .where(eq(submissions.id, id));
    await transcodeJob({ id: `t-${id}`, data: { submissionId: id }, retryCount: 0, retryLimit: 0 }, jobContext(world));
    return id;
  }
  const row = async (id: string) => (await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
  const stored = (key: string) => world.ctx.app.services.storage.exists(key);

  beforeAll(async () => {
    const temp = await tempDir();
    cleanup = temp.cleanup;
    [world, clip] = await Promise.all([createWorld(kind, {}, 3), audioClip(temp.dir, 2)]);
    const list = (await admin('GET', '/api/v1/admin/universities')).json() as { _id: string; universityName: string }[];
    homeId = list.find((u) => u.universityName === 'Home University')!._id;
  }, 300_000);
  afterAll(async () => {
    await world?.ctx.close();
    await cleanup?.();
  });

  it('is kept indefinitely until an administrator sets it; a bad setting is refused in the reader’s language and changes nothing', async () => {
    const home = (await admin('GET', `/api/v1/admin/universities/${homeId}`)).json();
    expect(home).toMatchObject({ originalRetentionDays: null, copyRetentionDays: null, controllerName: null, controllerEmail: null });

    const zero = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 0, numberOfStudents: 60 }, 'th');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'admin.retentionDays', message: expect.stringContaining('1 ถึง 3650'), errors: [{ field: 'originalRetentionDays' }] });
    const fraction = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 2.5 });
    expect(fraction.json().code).toBe('admin.retentionDays');
    const tooLong = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 3651 });
    expect(tooLong.statusCode).toBe(400);

    const copyWithoutOriginal = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { copyRetentionDays: 90 }, 'ja');
    expect(copyWithoutOriginal.statusCode).toBe(400);
    expect(copyWithoutOriginal.json()).toMatchObject({ code: 'admin.copyRetention', errors: [{ field: 'copyRetentionDays' }], message: expect.stringContaining('再生用コピー') });
    const copyShorter = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 60, copyRetentionDays: 30 }, 'id');
    expect(copyShorter.json()).toMatchObject({ code: 'admin.copyRetention', message: expect.stringContaining('Salinan pemutaran') });
    const badEmail = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { controllerEmail: 'not an address' }, 'zh');
    expect(badEmail.json()).toMatchObject({ code: 'admin.controllerEmail', errors: [{ field: 'controllerEmail' }] });

    expect((await admin('GET', `/api/v1/admin/universities/${homeId}`)).json()).toMatchObject({ originalRetentionDays: null, copyRetentionDays: null, numberOfStudents: 50 });

    const saved = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 30, copyRetentionDays: 365 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ originalRetentionDays: 30, copyRetentionDays: 365 });
    // The copy may not be kept shorter than the original, even when only the original changes.
    const originalPastCopy = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 400 });
    expect(originalPastCopy.json().code).toBe('admin.copyRetention');
    const indefinitely = await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { copyRetentionDays: null });
    expect(indefinitely.json()).toMatchObject({ originalRetentionDays: 30, copyRetentionDays: null });
  });

  it('deletes the originals older than the setting, keeps the rest, logs each once, and the kept copy still plays', async () => {
    const [first, second, third] = world.students as [Person, Person, Person];
    const old = await gradedAttempt(first, 31);
    const recent = await gradedAttempt(first, 5, 2);
    const otherUniversity = await (async () => {
      const res = await finalise(world, world.otherStudent, { uploadId: await storedUpload(world, world.otherStudent, clip) });
      const id = res.json().submission._id as string;
      await world.ctx.database.db.update(submissions).set({ status: 'graded', score: 50, isPass: false, gradedAt: new Date(Date.now() - 400 * DAY) }).where(eq(submissions.id, id));
      return id;
    })();
    // Graded long ago but held by the university (no final grade yet), and one waiting for a lecturer.
    const held = await gradedAttempt(second, 90);
    await world.ctx.database.db.update(submissions).set({ resultHeld: true }).where(eq(submissions.id, held));
    const waiting = await gradedAttempt(third, 90);
    await world.ctx.database.db.update(submissions).set({ status: 'needs_review' }).where(eq(submissions.id, waiting));

    const before = await row(old);
    expect(before.playbackKey).toMatch(/playback\.m4a$/);
    expect(await stored(before.mediaKey)).toBe(true);

    const run = await world.ctx.app.services.retention.run();
    expect(run).toEqual({ originals: [old], copies: [] });

    const after = await row(old);
    expect(await stored(after.mediaKey)).toBe(false);
    expect(await stored(after.playbackKey!)).toBe(true);
    expect(after.evaluation).toMatchObject({ transcript: spoken });
    for (const kept of [recent, held, waiting, otherUniversity]) {
      const r = await row(kept);
      expect(await stored(r.mediaKey), kept).toBe(true);
    }

    // Playback of the kept copy through the real routes: a signed link to the copy, 200 with its bytes.
    const link = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${old}/media`, headers: bearer(first.token) });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ variant: 'playback', mimeType: 'audio/mp4' });
    const media = await world.ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(media.statusCode).toBe(200);
    const copyBytes = await readFile(world.ctx.app.services.storage.localPath!(after.playbackKey!));
    expect(media.rawPayload.length).toBe(copyBytes.length);
    expect(media.rawPayload.equals(copyBytes)).toBe(true);
    expect(media.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // The student's archive now holds the copy only.
    const archive = await world.ctx.app.inject({ method: 'GET', url: '/api/v1/user/data-export', headers: bearer(first.token) });
    expect(archive.statusCode).toBe(200);
    const recordings = Object.keys(unzipSync(archive.rawPayload)).filter((n) => n.includes(old.slice(0, 8)));
    expect(recordings).toEqual([expect.stringMatching(/\/playback\.m4a$/)]);

    const log = await world.ctx.database.db.select().from(retentionDeletions).where(eq(retentionDeletions.submissionId, old));
    expect(log).toEqual([
      expect.objectContaining({ what: 'original', storageKeys: [before.mediaKey], settingDays: 30, universityId: homeId, finalAt: before.gradedAt }),
    ]);
    // Idempotent: a second run deletes and logs nothing more.
    expect(await world.ctx.app.services.retention.run()).toEqual({ originals: [], copies: [] });
    expect(await world.ctx.database.db.select().from(retentionDeletions)).toHaveLength(1);

    const listed = await admin('GET', '/api/v1/admin/retention-deletions');
    expect(listed.json()).toEqual([expect.objectContaining({ submissionId: old, what: 'original', settingDays: 30 })]);
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/retention-deletions', headers: bearer(first.token) })).statusCode).toBe(403);
  }, 240_000);

  it('deletes the playback copy, transcript and evidence after their own setting, keeping the grade', async () => {
    await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 30, copyRetentionDays: 180 });
    const [first] = world.students as [Person];
    const ancient = await gradedAttempt(first, 200, 3);
    const before = await row(ancient);
    const run = await world.ctx.app.services.retention.run();
    // Past both settings: the original goes first (its own log entry), then the copy.
    expect(run).toEqual({ originals: [ancient], copies: [ancient] });
    const after = await row(ancient);
    expect(after).toMatchObject({ playbackKey: null, score: 75, isPass: true, status: 'graded', evaluation: { mode: 'rubric' } });
    expect(after.evaluation).not.toHaveProperty('transcript');
    expect(await stored(before.mediaKey)).toBe(false);
    expect(await stored(before.playbackKey!)).toBe(false);
    const link = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${ancient}/media`, headers: bearer(first.token) });
    const media = await world.ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(media.statusCode).toBe(404);
    const log = await world.ctx.database.db.select().from(retentionDeletions).where(eq(retentionDeletions.submissionId, ancient));
    expect(log.map((l) => [l.what, l.settingDays, l.storageKeys])).toEqual([
      ['original', 30, [before.mediaKey]],
      ['copy', 180, [before.playbackKey]],
    ]);
  }, 240_000);

  it('two servers running it at once delete and log each recording once', async () => {
    await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 10, copyRetentionDays: null });
    const [, second, third] = world.students as [Person, Person, Person];
    const due: string[] = [];
    for (const who of [second, third]) for (const lab of [2, 3]) due.push(await gradedAttempt(who, 20, lab));
    const logged = (await world.ctx.database.db.select().from(retentionDeletions)).length;

    // A second server: its own connection (pool) to the same database, its own service.
    const otherDatabase = kind === 'postgres' ? await openDatabase({ url: world.ctx.database.url!, poolSize: 4 }) : world.ctx.database;
    try {
      const servers = [world.ctx.app.services.retention, new RetentionService(new RetentionRepository(otherDatabase.db), world.ctx.app.services.storage)];
      const runs = await Promise.all([...servers, ...servers].map((s) => s.run()));
      const deleted = runs.flatMap((r) => r.originals);
      expect(deleted.sort()).toEqual([...due].sort());
      const log = await world.ctx.database.db.select().from(retentionDeletions);
      expect(log).toHaveLength(logged + due.length);
      for (const id of due) {
        expect(log.filter((l) => l.submissionId === id)).toHaveLength(1);
        expect(await stored((await row(id)).mediaKey)).toBe(false);
        expect(await stored((await row(id)).playbackKey!)).toBe(true);
      }
    } finally {
      if (otherDatabase !== world.ctx.database) await otherDatabase.close();
    }
  }, 300_000);

  it('runs by itself on the schedule every server starts', async () => {
    await admin('PATCH', `/api/v1/admin/universities/${homeId}`, { originalRetentionDays: 10, copyRetentionDays: null });
    const [first] = world.students as [Person];
    const due = await gradedAttempt(first, 15, 4);
    const { mediaKey } = await row(due);
    const stop = startRetentionSchedule(world.ctx.app.services.retention, world.ctx.app.log, 200);
    try {
      for (let i = 0; i < 600 && (await stored(mediaKey)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await stored(mediaKey)).toBe(false);
      expect(await world.ctx.database.db.select().from(retentionDeletions).where(eq(retentionDeletions.submissionId, due))).toHaveLength(1);
    } finally {
      stop();
    }
  }, 120_000);
});
