import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/catalogue/loadContent.js';
import type { Database, Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { labs, labVersions, submissions, universities, users } from '../../src/db/schema/index.js';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';

/**
 * student_progress (what the dashboards and student_scores.csv read) is kept by triggers on
 * submissions. These tests hold it against the submissions themselves after every kind of write,
 * under concurrent writers on PostgreSQL, and after the migration's backfill.
 */

type Standing = { attempts: number; attemptsUsed: number; bestScore: number | null; passed: boolean | null; waiting: boolean };

/** What the progress must say: the aggregate over the submissions, per student and lab number. */
async function truth(db: Db, universityId: string, subject: string): Promise<Map<string, Map<number, Standing>>> {
  const rows = await db
    .select({
      userId: submissions.userId,
      labNumber: labs.labNumber,
      attempts: sql<number>`count(*)::int`,
      attemptsUsed: sql<number>`(count(*) filter (where not ${submissions.attemptReturned}))::int`,
      bestScore: sql<number | null>`max(${submissions.score})`,
      passed: sql<boolean | null>`bool_or(${submissions.isPass})`,
      waiting: sql<boolean>`bool_or(${submissions.status} = 'needs_review')`,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(labs, eq(labs.id, submissions.labId))
    .where(and(eq(users.universityId, universityId), eq(labs.subject, subject)))
    .groupBy(submissions.userId, labs.labNumber);
  const byStudent = new Map<string, Map<number, Standing>>();
  for (const { userId, labNumber, bestScore, ...rest } of rows) {
    const labsOf = byStudent.get(userId) ?? new Map<number, Standing>();
    labsOf.set(labNumber, { ...rest, attempts: Number(rest.attempts), attemptsUsed: Number(rest.attemptsUsed), bestScore: bestScore === null ? null : Number(bestScore) });
    byStudent.set(userId, labsOf);
  }
  return byStudent;
}

async function expectProgressTrue(repository: SubmissionRepository, universityId: string, subject = 'maternalchild') {
  const expected = await truth(repository.db, universityId, subject);
  const progress = await repository.professor.progress(universityId, subject);
  for (const student of progress) expect(student.labs, `student ${student.studentId}`).toEqual(expected.get(student._id) ?? new Map());
  return progress;
}

const LATER_COLUMNS = {
  add: `alter table universities add column danger_policy text default 'hold' not null, add column audit_share real default 0.1 not null, add column time_zone text default 'Asia/Bangkok' not null;
        alter table universities add column original_retention_days integer, add column copy_retention_days integer, add column controller_name text, add column controller_email text, add column requires_approval boolean default false not null;
        alter table users add column personal_data_deleted_at timestamp with time zone, add column approval text default 'approved' not null, add column approval_decided_by uuid, add column approval_decided_at timestamp with time zone;
        alter table submissions add column audit_sample boolean default false not null;
        alter table submissions add column attempt_returned_at timestamp with time zone, add column attempt_returned_by uuid;
        alter table labs add column university_id uuid, add column archived_at timestamp with time zone;`,
  drop: `alter table universities drop column danger_policy, drop column audit_share, drop column time_zone; alter table submissions drop column audit_sample;
         alter table universities drop column original_retention_days, drop column copy_retention_days, drop column controller_name, drop column controller_email, drop column requires_approval;
         alter table users drop column personal_data_deleted_at, drop column approval, drop column approval_decided_by, drop column approval_decided_at;
         alter table submissions drop column attempt_returned_at, drop column attempt_returned_by;
         alter table labs drop column university_id, drop column archived_at;`,
};

interface Fixture {
  database: Database;
  repository: SubmissionRepository;
  universityId: string;
  students: string[];
  professorId: string;
  labsByNumber: Map<number, { id: string; versionId: string }>;
}

async function fixture(database: Database, studentCount: number): Promise<Fixture> {
  const { db } = database;
  await loadContent(db);
  const code = `P${randomUUID().slice(0, 6).toUpperCase()}`;
  const [university] = await db.insert(universities).values({ name: 'Progress University', course: 'maternalchild', registerCode: code, capacity: 100 }).returning();
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: studentCount }, (_, i) => ({
        username: `progress_${code}_${i}`,
        firstName: 'นักศึกษา',
        lastName: `${i}`,
        studentId: String(7000 + i),
        passwordHash: 'x',
        role: 'student' as const,
        universityId: university.id,
      })),
    )
    .returning({ id: users.id });
  const [professor] = await db
    .insert(users)
    .values({ username: `progress_prof_${code}`, firstName: 'P', lastName: 'P', passwordHash: 'x', role: 'professor', universityId: university.id })
    .returning({ id: users.id });
  const labRows = await db
    .select({ id: labs.id, labNumber: labs.labNumber, versionId: labVersions.id })
    .from(labs)
    .innerJoin(labVersions, and(eq(labVersions.labId, labs.id), eq(labVersions.version, labs.currentVersion)))
    .where(eq(labs.subject, 'maternalchild'));
  return {
    database,
    repository: new SubmissionRepository(db),
    universityId: university.id,
    students: people.map((p) => p.id),
    professorId: professor.id,
    labsByNumber: new Map(labRows.map((l) => [l.labNumber, { id: l.id, versionId: l.versionId }])),
  };
}

function newSubmission(f: Fixture, userId: string, labNumber: number) {
  const lab = f.labsByNumber.get(labNumber)!;
  const id = randomUUID();
  return {
    id,
    userId,
    labId: lab.id,
    labVersionId: lab.versionId,
    language: 'th',
    fileType: 'audio' as const,
    mimeType: 'audio/webm',
    mediaKey: `progress/${id}.webm`,
    sizeBytes: 1000,
    durationSeconds: 10,
  };
}

const review = (f: Fixture, submissionId: string, score: number) => ({
  submissionId,
  reviewerId: f.professorId,
  itemsMet: [],
  itemsScore: score,
  score,
  isPass: score >= 60,
  pros: [],
  recommendations: [],
  reason: 'second look',
});

describe.each(DATABASE_KINDS)('student progress kept by the database (%s)', (kind) => {
  let f: Fixture;

  beforeAll(async () => {
    f = await fixture(await createTestDatabase(kind), 3);
  }, 120_000);
  afterAll(async () => {
    await f.database.close();
  });

  it('follows every write: attempt taken, stage, result, review, attempt given back, withdrawal, release', async () => {
    const [student, other] = f.students;
    const { repository } = f;
    const first = await repository.takeAttempt(newSubmission(f, student, 1));
    let progress = await expectProgressTrue(repository, f.universityId);
    expect(progress.find((s) => s._id === student)!.labs.get(1)).toEqual({ attempts: 1, attemptsUsed: 1, bestScore: null, passed: null, waiting: false });

    await repository.setStage(first.id, 'grading');
    expect(await repository.writeFinalResult(first.id, { status: 'graded', score: 72.5, isPass: true })).toBe(true);
    const second = await repository.takeAttempt(newSubmission(f, student, 1));
    await repository.writeFinalResult(second.id, { status: 'needs_review' });
    const elsewhere = await repository.takeAttempt(newSubmission(f, other, 3));
    await repository.writeFinalResult(elsewhere.id, { status: 'graded', score: 40, isPass: false });
    progress = await expectProgressTrue(repository, f.universityId);
    expect(progress.find((s) => s._id === student)!.labs.get(1)).toEqual({ attempts: 2, attemptsUsed: 2, bestScore: 72.5, passed: true, waiting: true });
    expect(progress.find((s) => s._id === other)!.labs.get(3)).toEqual({ attempts: 1, attemptsUsed: 1, bestScore: 40, passed: false, waiting: false });

    // A review that lowers the best score lowers the standing too (not only ever upwards).
    await repository.professor.recordReview(review(f, first.id, 30));
    await repository.professor.recordReview(review(f, second.id, 55));
    progress = await expectProgressTrue(repository, f.universityId);
    expect(progress.find((s) => s._id === student)!.labs.get(1)).toEqual({ attempts: 2, attemptsUsed: 2, bestScore: 55, passed: false, waiting: false });

    expect(await repository.giveBackAttempt(second.id)).toBe(true);
    progress = await expectProgressTrue(repository, f.universityId);
    expect(progress.find((s) => s._id === student)!.labs.get(1)).toEqual({ attempts: 2, attemptsUsed: 1, bestScore: 55, passed: false, waiting: false });

    await repository.withdraw(elsewhere.id);
    await repository.professor.release({ submissionId: first.id }, f.professorId);
    progress = await expectProgressTrue(repository, f.universityId);
    expect(progress.find((s) => s._id === other)!.labs.size).toBe(0);
    expect(progress.map((s) => s.studentId)).toEqual(['7000', '7001', '7002']);
  });
});

// PGlite has one connection: concurrency is proven on PostgreSQL.
describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('student progress under concurrent writers (%s)', (kind) => {
  let f: Fixture;

  beforeAll(async () => {
    f = await fixture(await createTestDatabase(kind), 6);
  }, 120_000);
  afterAll(async () => {
    await f.database.close();
  });

  it('a writer that commits while another waits for the lock is not lost', async () => {
    const [student] = f.students;
    const lab1 = await f.repository.takeAttempt(newSubmission(f, student, 1));
    const lab2 = await f.repository.takeAttempt(newSubmission(f, student, 2));
    const one = new pg.Client({ connectionString: f.database.url });
    const two = new pg.Client({ connectionString: f.database.url });
    await Promise.all([one.connect(), two.connect()]);
    try {
      const { pid } = (await two.query('select pg_backend_pid() as pid')).rows[0];
      await one.query('begin');
      await one.query(`update submissions set status = 'graded', score = 90, is_pass = true where id = $1`, [lab1.id]);
      await two.query('begin');
      // Same student, another lab: its recompute must wait for the first, then include it.
      const waiting = two.query(`update submissions set status = 'graded', score = 20, is_pass = false where id = $1`, [lab2.id]);
      let blocked = false;
      for (let i = 0; i < 100 && !blocked; i++) {
        const { rows } = await f.database.executeSql(`select wait_event_type from pg_stat_activity where pid = $1`, [pid]);
        blocked = (rows[0] as { wait_event_type: string | null } | undefined)?.wait_event_type === 'Lock';
        if (!blocked) await new Promise((r) => setTimeout(r, 50));
      }
      expect(blocked).toBe(true);
      await one.query('commit');
      await waiting;
      await two.query('commit');
    } catch (error) {
      await Promise.all([one.query('rollback').catch(() => {}), two.query('rollback').catch(() => {})]);
      throw error;
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    const progress = await expectProgressTrue(f.repository, f.universityId);
    const labsOf = progress.find((s) => s._id === student)!.labs;
    expect(labsOf.get(1)).toEqual({ attempts: 1, attemptsUsed: 1, bestScore: 90, passed: true, waiting: false });
    expect(labsOf.get(2)).toEqual({ attempts: 1, attemptsUsed: 1, bestScore: 20, passed: false, waiting: false });
  });

  it('stays equal to the submissions after hundreds of parallel writes of every kind, without deadlocks', async () => {
    const { repository } = f;
    const students = f.students.slice(1);
    const labNumbers = [1, 2, 3, 4];
    // Three attempts per student and lab, all taken at once.
    const taken = await Promise.all(students.flatMap((userId) => labNumbers.flatMap((n) => [0, 1, 2].map(() => repository.takeAttempt(newSubmission(f, userId, n))))));
    await expectProgressTrue(repository, f.universityId);

    // Then at once: results, reviews of the results, attempts given back, withdrawals and releases.
    const score = (i: number) => (i * 37) % 101;
    await Promise.all(taken.map((s, i) => repository.writeFinalResult(s.id, { status: 'graded', score: score(i), isPass: score(i) >= 60 })));
    const writes = taken.flatMap((s, i): Promise<unknown>[] => {
      if (i % 5 === 0) return [repository.professor.recordReview(review(f, s.id, (score(i) + 50) % 101)), repository.professor.recordReview(review(f, s.id, 10))];
      if (i % 5 === 1) return [repository.giveBackAttempt(s.id)];
      if (i % 5 === 2) return [repository.withdraw(s.id)];
      if (i % 5 === 3) return [repository.professor.release({ submissionId: s.id }, f.professorId), repository.setStage(s.id, 'grading')];
      return [repository.professor.recordReview(review(f, s.id, 99))];
    });
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);

    const progress = await expectProgressTrue(repository, f.universityId);
    const made = progress.flatMap((s) => [...s.labs.values()]).reduce((sum, l) => sum + l.attempts, 0);
    expect(made).toBe(taken.length - taken.filter((_, i) => i % 5 === 2).length + 2); // +2: the first test's attempts
  }, 120_000);
});

describe('the migration that adds student_progress', () => {
  it('backfills it from the submissions already there', async () => {
    const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));
    const before = await mkdtemp(path.join(os.tmpdir(), 'nurselab-migrations-'));
    const client = new PGlite();
    try {
      // Every migration before 0007, then data, then the rest.
      await cp(migrations, before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
      const progressIdx = journal.entries.find((e) => e.tag.endsWith('_student_progress'))!.idx;
      journal.entries = journal.entries.filter((e) => e.idx < progressIdx);
      await writeFile(journalFile, JSON.stringify(journal));
      const db = drizzle(client, { schema }) as unknown as Db;
      await migrate(drizzle(client, { schema }), { migrationsFolder: before });
      // Columns later migrations add, there for the fixture's inserts (which write every column the
      // schema knows) and taken away again before those migrations run.
      await client.exec(LATER_COLUMNS.add);
      const database = { db } as Database;
      const f = await fixture(database, 2);
      const [student, other] = f.students;
      const rows = [
        { ...newSubmission(f, student, 1), attempt: 1, status: 'graded' as const, score: 64, isPass: true },
        { ...newSubmission(f, student, 1), attempt: 2, status: 'graded' as const, score: 80, isPass: true, attemptReturned: true },
        { ...newSubmission(f, student, 5), attempt: 1, status: 'needs_review' as const },
        { ...newSubmission(f, other, 2), attempt: 1, status: 'failed' as const },
      ];
      await db.insert(submissions).values(rows);
      await client.exec(LATER_COLUMNS.drop);

      await migrate(drizzle(client, { schema }), { migrationsFolder: migrations });
      const progress = await expectProgressTrue(f.repository, f.universityId);
      expect(progress.find((s) => s._id === student)!.labs).toEqual(
        new Map([
          [1, { attempts: 2, attemptsUsed: 1, bestScore: 80, passed: true, waiting: false }],
          [5, { attempts: 1, attemptsUsed: 1, bestScore: null, passed: null, waiting: true }],
        ]),
      );
      expect(progress.find((s) => s._id === other)!.labs).toEqual(new Map([[2, { attempts: 1, attemptsUsed: 1, bestScore: null, passed: null, waiting: false }]]));
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  }, 120_000);
});
