import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { auditEvents, labs, submissions, universities, users, type AuditKind } from '../db/schema/index.js';

/** A transaction, or the database itself (a statement of its own). */
export type AuditWriter = Pick<Db, 'execute'>;

export interface AuditFilter {
  universityId?: string;
  /** A username (or part of one): the actor's or the student's. */
  user?: string;
  kind?: AuditKind;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
}

/**
 * Writes grade events for submissions in the caller's transaction, naming the actor and the
 * submission's student and university as they are at that moment: the row commits or rolls back
 * with the grade change it records.
 */
export async function recordGradeEvents(
  db: AuditWriter,
  event: { kind: Exclude<AuditKind, 'recording.played'>; actorId: string | null; submissionIds: string[]; details?: (submissionId: string) => Record<string, unknown> },
): Promise<void> {
  for (const submissionId of event.submissionIds) {
    await db.execute(sql`
      insert into audit_events (kind, actor_id, actor_username, university_id, submission_id, student_id, details)
      select ${event.kind}, a.id, a.username, o.university_id, s.id, s.user_id, ${JSON.stringify(event.details?.(submissionId) ?? {})}::jsonb
      from submissions s
      join users o on o.id = s.user_id
      left join users a on a.id = ${event.actorId}
      where s.id = ${submissionId}`);
  }
}

const actors = alias(users, 'audit_actors');
const students = alias(users, 'audit_students');

/** The audit log: plays of recordings (once per signed link) and reads for administrators. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** One row per `dedupeKey` (a signed media link): the range requests of one viewing add nothing. */
  async recordPlay(play: { viewerId: string; submissionId: string; variant: string; dedupeKey: string }): Promise<boolean> {
    const result = await this.db.execute(sql`
      insert into audit_events (kind, actor_id, actor_username, university_id, submission_id, student_id, details, dedupe_key)
      select 'recording.played', a.id, a.username, o.university_id, s.id, s.user_id, ${JSON.stringify({ variant: play.variant })}::jsonb, ${play.dedupeKey}
      from submissions s
      join users o on o.id = s.user_id
      join users a on a.id = ${play.viewerId}
      where s.id = ${play.submissionId}
      on conflict (dedupe_key) do nothing
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async page(filter: AuditFilter, limit: number, offset: number) {
    const where = this.where(filter);
    const [rows, [{ total }]] = await Promise.all([
      this.select().where(where).orderBy(desc(auditEvents.createdAt), desc(auditEvents.id)).limit(limit).offset(offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditEvents)
        .leftJoin(actors, eq(actors.id, auditEvents.actorId))
        .leftJoin(students, eq(students.id, auditEvents.studentId))
        .where(where),
    ]);
    return { rows, total: Number(total) };
  }

  /** Every matching row, newest first, up to `max`. */
  async all(filter: AuditFilter, max: number) {
    return this.select().where(this.where(filter)).orderBy(desc(auditEvents.createdAt), desc(auditEvents.id)).limit(max);
  }

  private select() {
    return this.db
      .select({
        id: auditEvents.id,
        kind: auditEvents.kind,
        createdAt: auditEvents.createdAt,
        details: auditEvents.details,
        actorId: auditEvents.actorId,
        actorUsername: sql<string | null>`coalesce(${actors.username}, ${auditEvents.actorUsername})`,
        actorName: sql<string | null>`nullif(trim(${actors.firstName} || ' ' || ${actors.lastName}), '')`,
        universityId: auditEvents.universityId,
        universityName: universities.name,
        studentUsername: students.username,
        studentName: sql<string | null>`nullif(trim(${students.firstName} || ' ' || ${students.lastName}), '')`,
        submissionId: auditEvents.submissionId,
        subject: labs.subject,
        labNumber: labs.labNumber,
        attempt: submissions.attempt,
      })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.actorId))
      .leftJoin(students, eq(students.id, auditEvents.studentId))
      .leftJoin(universities, eq(universities.id, auditEvents.universityId))
      .leftJoin(submissions, eq(submissions.id, auditEvents.submissionId))
      .leftJoin(labs, eq(labs.id, submissions.labId))
      .$dynamic();
  }

  private where(filter: AuditFilter): SQL | undefined {
    const user = filter.user?.trim();
    const like = user ? `%${user.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    return and(
      filter.universityId ? eq(auditEvents.universityId, filter.universityId) : undefined,
      filter.kind ? eq(auditEvents.kind, filter.kind) : undefined,
      filter.from ? gte(auditEvents.createdAt, filter.from) : undefined,
      filter.to ? lt(auditEvents.createdAt, filter.to) : undefined,
      like ? or(ilike(actors.username, like), ilike(auditEvents.actorUsername, like), ilike(students.username, like)) : undefined,
    );
  }
}
