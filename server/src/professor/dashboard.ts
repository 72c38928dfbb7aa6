import { DASHBOARD_LAB_COUNT, type Language, type Subject } from '@nurselab/core';
import type { CatalogueService } from '../catalogue/service.js';
import type { ProfessorQueries } from '../submissions/repository.js';

/** The dashboard's lab numbers: SPEC.md's count for the course, and any further lab that exists. */
export function dashboardLabNumbers(subject: Subject, existing: number[]): number[] {
  const numbers = new Set(Array.from({ length: DASHBOARD_LAB_COUNT[subject] }, (_, i) => i + 1));
  for (const n of existing) numbers.add(n);
  return [...numbers].sort((a, b) => a - b);
}

/**
 * SPEC.md's professor dashboard data: per lab the students who passed out of those registered,
 * per student one status per lab (ever passed, attempts made, an answer waiting for a lecturer).
 */
export async function professorDashboard(queries: ProfessorQueries, catalogue: CatalogueService, universityId: string, subject: Subject, language: Language) {
  const [students, current] = await Promise.all([queries.progress(universityId, subject), catalogue.currentLabs(subject, { universityId })]);
  const names = new Map(current.map((c) => [c.lab.labNumber, c.content.title[language]]));
  const labNumbers = dashboardLabNumbers(subject, [...names.keys()]);
  // One pass over 1,000 students x 20 labs: the statuses and the per-lab pass counts together.
  const completed = labNumbers.map(() => 0);
  const studentLabStatuses = students.map((s) => ({
    _id: s._id,
    studentId: s.studentId,
    firstName: s.firstName,
    lastName: s.lastName,
    labsStatus: labNumbers.map((labNumber, i) => {
      const lab = s.labs.get(labNumber);
      if (lab?.passed) completed[i]++;
      // waiting: an answer waits for a lecturer (its own dot, never "failed").
      return { labNumber, isPass: lab?.passed ?? null, attempt: lab?.attempts ?? 0, waiting: lab?.waiting ?? false };
    }),
    lastActivityAt: s.lastActivityAt?.toISOString() ?? null,
    waitingAnswers: s.waitingAnswers,
  }));
  const labStats = labNumbers.map((labNumber, i) => ({ labNumber, completed: completed[i], total: students.length }));
  return { labStats, studentLabStatuses, labs: labNumbers.map((labNumber) => ({ labNumber, labName: names.get(labNumber) ?? null })), subject };
}
