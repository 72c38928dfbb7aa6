import { isSubject, type LabSubmission, type Subject } from '@nurselab/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Principal } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { submissions, universities, users } from '../db/schema/index.js';
import { forbidden, notFound } from '../http/errors.js';
import { mediaLink } from './mediaLinks.js';
import type { UrlSigner } from './signing.js';

/** A student's attempts on one lab, newest first (the history screen selects the first one). */
export async function labHistory(db: Db, signer: UrlSigner, userId: string, labId: string): Promise<LabSubmission[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.labId, labId)))
    .orderBy(desc(submissions.attempt));
  return rows.map((row) => ({
    _id: row.id,
    attempt: row.attempt,
    studentScore: row.score,
    pros: row.pros,
    recommendations: row.recommendations,
    fileType: row.fileType,
    fileUrl: mediaLink(signer, row).url,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    isPass: row.isPass,
  }));
}

/**
 * The student a professor asks about, if the professor may see them: a professor only their
 * own university's students, an administrator anyone's.
 */
export async function studentForStaff(db: Db, principal: Principal, userId: string): Promise<{ userId: string; course: Subject }> {
  const [student] = await db
    .select({ id: users.id, universityId: users.universityId, course: universities.course })
    .from(users)
    .leftJoin(universities, eq(universities.id, users.universityId))
    .where(and(eq(users.id, userId), eq(users.role, 'student')));
  if (!student || !isSubject(student.course)) throw notFound();
  const allowed = principal.role === 'admin' || (principal.role === 'professor' && principal.universityId === student.universityId);
  if (!allowed) throw forbidden();
  return { userId: student.id, course: student.course };
}
