import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dangerVerdicts, labs, submissionReviews, submissions, users } from '../db/schema/index.js';

/** A university, or every university (administrators only; the service checks). */
export type AgreementScope = { universityId: string } | { universityId: null };

/** The engine that heard an answer, 'none' when no engine ran (typed text, no transcriber). */
const engineName = sql<string>`coalesce(${submissions.evaluation}->'engine'->>'name', 'none')`;

/** One answer a lecturer graded, with what the grader stored and the first and latest reviews. */
export interface ReviewedAnswer {
  id: string;
  subject: string;
  labNumber: number;
  language: string;
  engine: string;
  /** evaluation.automatic as stored (the release contract), or null before it existed. */
  automatic: unknown;
  /** evaluation.questions: the grader's per-item evidence, or null when the grader never ran. */
  questions: unknown;
  /** When both judges graded: each one's { score, isPass } (evaluation.rubric, evaluation.llm); null otherwise. */
  rubric: unknown;
  llm: unknown;
  first: { statusBefore: string; scoreBefore: number | null };
  latest: { scoreAfter: number; itemsMet: string[] };
}

export interface ReleaseCount {
  subject: string;
  labNumber: number;
  language: string;
  engine: string;
  /** Answers with a release decision (evaluation.release). */
  decided: number;
  /** Of those, held for a lecturer (evaluation.release.automatic = false). */
  sent: number;
}

export interface VerdictCount {
  subject: string;
  labNumber: number;
  language: string;
  engine: string;
  itemId: string;
  verdict: 'confirmed' | 'rejected';
  count: number;
}

/** The queries behind the agreement table: reviewed answers, release decisions and danger verdicts of students in scope. */
export class AgreementRepository {
  constructor(private readonly db: Db) {}

  private students(scope: AgreementScope): SQL | undefined {
    return and(eq(users.role, 'student'), scope.universityId === null ? undefined : eq(users.universityId, scope.universityId));
  }

  /** Every answer of the scope's students with at least one lecturer review, with its first and latest review. */
  async reviewedAnswers(scope: AgreementScope): Promise<ReviewedAnswer[]> {
    const rows = await this.db
      .select({
        id: submissions.id,
        subject: labs.subject,
        labNumber: labs.labNumber,
        language: submissions.language,
        engine: engineName,
        automatic: sql<unknown>`${submissions.evaluation}->'automatic'`,
        questions: sql<unknown>`${submissions.evaluation}->'questions'`,
        rubric: sql<unknown>`jsonb_build_object('score', ${submissions.evaluation}->'rubric'->'score', 'isPass', ${submissions.evaluation}->'rubric'->'isPass')`,
        llm: sql<unknown>`jsonb_build_object('score', ${submissions.evaluation}->'llm'->'score', 'isPass', ${submissions.evaluation}->'llm'->'isPass')`,
      })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .where(and(this.students(scope), sql`${submissions.reviewCount} > 0`))
      .orderBy(asc(labs.subject), asc(labs.labNumber), asc(submissions.createdAt));
    if (!rows.length) return [];
    const reviews = new Map<string, { sequence: number; statusBefore: string; scoreBefore: number | null; scoreAfter: number; itemsMet: string[] }[]>();
    // Chunked: an IN list of a whole university's reviewed answers stays well under the parameter limit.
    for (let at = 0; at < rows.length; at += 5000) {
      const ids = rows.slice(at, at + 5000).map((r) => r.id);
      const found = await this.db
        .select({
          submissionId: submissionReviews.submissionId,
          sequence: submissionReviews.sequence,
          statusBefore: submissionReviews.statusBefore,
          scoreBefore: submissionReviews.scoreBefore,
          scoreAfter: submissionReviews.scoreAfter,
          itemsMet: submissionReviews.itemsMet,
        })
        .from(submissionReviews)
        .where(inArray(submissionReviews.submissionId, ids))
        .orderBy(asc(submissionReviews.submissionId), asc(submissionReviews.sequence));
      for (const { submissionId, ...review } of found) {
        const list = reviews.get(submissionId) ?? [];
        list.push(review);
        reviews.set(submissionId, list);
      }
    }
    return rows.flatMap((row) => {
      const list = reviews.get(row.id);
      if (!list?.length) return [];
      const first = list[0];
      const latest = list[list.length - 1];
      return [
        {
          ...row,
          first: { statusBefore: first.statusBefore, scoreBefore: first.scoreBefore },
          latest: { scoreAfter: latest.scoreAfter, itemsMet: latest.itemsMet },
        },
      ];
    });
  }

  /** Per lab, language and engine: answers with a release decision and those held for a lecturer. */
  async releaseCounts(scope: AgreementScope): Promise<ReleaseCount[]> {
    const rows = await this.db
      .select({
        subject: labs.subject,
        labNumber: labs.labNumber,
        language: submissions.language,
        engine: engineName,
        decided: count(),
        sent: sql<number>`count(*) filter (where ${submissions.evaluation}->'release'->>'automatic' = 'false')`,
      })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .where(and(this.students(scope), sql`${submissions.evaluation}->'release' is not null`))
      .groupBy(labs.subject, labs.labNumber, submissions.language, engineName);
    return rows.map((r) => ({ ...r, decided: Number(r.decided), sent: Number(r.sent) }));
  }

  /** Lecturers' verdicts on the dangers the grader found, per rule (item id), lab, language and engine. */
  async verdictCounts(scope: AgreementScope): Promise<VerdictCount[]> {
    const rows = await this.db
      .select({
        subject: labs.subject,
        labNumber: labs.labNumber,
        language: submissions.language,
        engine: engineName,
        itemId: dangerVerdicts.itemId,
        verdict: dangerVerdicts.verdict,
        count: count(),
      })
      .from(dangerVerdicts)
      .innerJoin(submissions, eq(submissions.id, dangerVerdicts.submissionId))
      .innerJoin(users, eq(users.id, submissions.userId))
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .where(this.students(scope))
      .groupBy(labs.subject, labs.labNumber, submissions.language, engineName, dangerVerdicts.itemId, dangerVerdicts.verdict);
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  }
}
