import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { universities, users } from '../db/schema/index.js';
import { forbidden, notFound } from '../http/errors.js';

/** The one university a professor may see; administrators name any university. */
export async function scopedUniversityId(principal: Principal, requested?: string): Promise<string> {
  if (principal.role === 'admin') {
    if (!requested) throw notFound();
    return requested;
  }
  if (principal.role !== 'professor' || !principal.universityId) throw forbidden();
  if (requested && requested !== principal.universityId) throw forbidden();
  return principal.universityId;
}

export class ProfessorService {
  constructor(private readonly db: Db) {}

  /** SPEC.md: GET /api/v1/professor/university answers students and numberOfStudents. */
  async university(universityId: string) {
    const [university] = await this.db.select().from(universities).where(eq(universities.id, universityId));
    if (!university) throw notFound();
    const students = await this.db
      .select({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, studentId: users.studentId })
      .from(users)
      .where(and(eq(users.universityId, universityId), eq(users.role, 'student')))
      .orderBy(asc(users.studentId), asc(users.lastName));
    return {
      _id: university.id,
      universityName: university.name,
      registerCode: university.registerCode,
      course: university.course,
      numberOfStudents: university.capacity,
      registeredStudents: university.registeredStudents,
      students,
    };
  }
}
