/**
 * SPEC.md section 5, "Professor search": a student matches when their student ID contains the
 * text, or their full name (first plus last) contains it, case-insensitively. Blank text
 * matches everyone; surrounding spaces are ignored.
 */
export function matchesStudentSearch(student: { studentId?: string | null; firstName: string; lastName: string }, text: string): boolean {
  const query = text.trim().toLocaleLowerCase();
  if (!query) return true;
  if ((student.studentId ?? '').toLocaleLowerCase().includes(query)) return true;
  return `${student.firstName} ${student.lastName}`.toLocaleLowerCase().includes(query);
}
