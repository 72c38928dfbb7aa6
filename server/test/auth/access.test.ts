import { describe, expect, it } from 'vitest';
import { mayAccess, requireAccess, staffUniversity, type Actor } from '../../src/auth/access.js';
import type { Principal } from '../../src/auth/guards.js';

const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';
const person = (role: Principal['role'], universityId: string | null, userId = `${role}-${universityId}`): Principal => ({
  userId,
  username: userId,
  role,
  universityId,
  course: universityId ? 'maternalchild' : null,
  courses: role === 'professor' && universityId ? [universityId] : [],
});
const admin = person('admin', null);
const professor = person('professor', U1);
const otherProfessor = person('professor', U2);
const student = person('student', U1, 'student-1');
const classmate = person('student', U1, 'student-2');
const job: Actor = { role: 'job', job: 'evaluate' };
const submission = { kind: 'submission', ownerId: 'student-1', universityId: U1 } as const;

describe('requireAccess', () => {
  it("exports a person's data to themselves and to administrators only, never to their lecturers or classmates", () => {
    const own = { kind: 'person', userId: 'student-1' } as const;
    expect([admin, student].map((p) => mayAccess(p, 'data.export', own))).toEqual([true, true]);
    expect([professor, otherProfessor, classmate, job].map((p) => mayAccess(p, 'data.export', own))).toEqual([false, false, false, false]);
    expect(mayAccess(professor, 'data.export', { kind: 'person', userId: professor.userId })).toBe(true);
    expect(mayAccess(student, 'student.read', own)).toBe(false);
  });

  it('lets only the retention job delete expired media, and only administrators delete a student’s personal data (issue 24)', () => {
    expect(mayAccess({ role: 'job', job: 'retention' }, 'submission.expireMedia', submission)).toBe(true);
    expect([admin, professor, student].map((p) => mayAccess(p, 'submission.expireMedia', submission))).toEqual([false, false, false]);
    const theStudent = { kind: 'student', userId: 'student-1', universityId: U1 } as const;
    expect([admin, professor, otherProfessor, student, classmate, job].map((p) => mayAccess(p, 'privacy.administer', theStudent))).toEqual([true, false, false, false, false, false]);
    expect([admin, professor, job].map((p) => mayAccess(p, 'privacy.administer', { kind: 'allUniversities' }))).toEqual([true, false, false]);
    expect([student, professor].map((p) => mayAccess(p, 'privacy.read', { kind: 'person', userId: p.userId }))).toEqual([true, true]);
    expect(mayAccess(student, 'privacy.read', { kind: 'person', userId: classmate.userId })).toBe(false);
  });

  it('lets only administrators administer universities, not even a lecturer of the university itself (issue 26)', () => {
    const everyone = [admin, professor, otherProfessor, student, classmate, job];
    const home = { kind: 'university', universityId: U1 } as const;
    expect(everyone.map((p) => mayAccess(p, 'university.administer', home))).toEqual([true, false, false, false, false, false]);
    expect(everyone.map((p) => mayAccess(p, 'university.administer', { kind: 'allUniversities' }))).toEqual([true, false, false, false, false, false]);
    const both: Principal = { ...person('professor', U2), courses: [U1, U2] };
    expect(mayAccess(both, 'university.administer', home)).toBe(false);
    // Only on universities: not a server setting, a person or a student.
    expect(mayAccess(admin, 'university.administer', { kind: 'server' })).toBe(false);
    expect(mayAccess(admin, 'university.administer', { kind: 'student', userId: 'student-1', universityId: U1 })).toBe(false);
    expect(() => requireAccess(professor, 'university.administer', home)).toThrow(expect.objectContaining({ statusCode: 403, code: 'auth.forbidden' }));
    // The lecturer keeps what they had on their own university.
    expect(mayAccess(professor, 'university.read', home)).toBe(true);
  });

  it('lets the owner, their professors and administrators read a submission, and nobody else', () => {
    expect([admin, professor, student].map((p) => mayAccess(p, 'submission.read', submission))).toEqual([true, true, true]);
    expect([otherProfessor, classmate, job].map((p) => mayAccess(p, 'submission.read', submission))).toEqual([false, false, false]);
  });

  it('lets only staff of the university review, never the student', () => {
    expect(mayAccess(professor, 'submission.review', submission)).toBe(true);
    expect(mayAccess(admin, 'submission.review', submission)).toBe(true);
    expect(mayAccess(student, 'submission.review', submission)).toBe(false);
    expect(mayAccess(otherProfessor, 'submission.review', submission)).toBe(false);
  });

  it('lets jobs process submissions and nothing else; people never process', () => {
    expect(mayAccess(job, 'submission.process', submission)).toBe(true);
    expect(mayAccess(job, 'university.read', { kind: 'university', universityId: U1 })).toBe(false);
    expect(mayAccess(admin, 'submission.process', submission)).toBe(false);
  });

  it('scopes students and universities to their staff', () => {
    const resource = { kind: 'student', userId: 'student-1', universityId: U1 } as const;
    expect(mayAccess(professor, 'student.read', resource)).toBe(true);
    expect(mayAccess(otherProfessor, 'student.read', resource)).toBe(false);
    expect(mayAccess(classmate, 'student.read', resource)).toBe(false);
    expect(() => requireAccess(otherProfessor, 'university.read', { kind: 'university', universityId: U1 })).toThrow();
  });

  it('opens a subject to users of that course and administrators', () => {
    expect(mayAccess(student, 'subject.use', { kind: 'subject', subject: 'maternalchild' })).toBe(true);
    expect(mayAccess(student, 'subject.use', { kind: 'subject', subject: 'surgical' })).toBe(false);
    expect(mayAccess(admin, 'subject.use', { kind: 'subject', subject: 'surgical' })).toBe(true);
  });

  it('staffUniversity: a professor their own, an administrator the one named', () => {
    expect(staffUniversity(professor)).toBe(U1);
    expect(() => staffUniversity(professor, U2)).toThrow();
    expect(staffUniversity(admin, U2)).toBe(U2);
    expect(() => staffUniversity(admin)).toThrow();
    expect(() => staffUniversity(student)).toThrow();
  });

  it('a lecturer of two courses is staff of both, whichever is active, and of no other; teaching is theirs too', () => {
    const U3 = '00000000-0000-4000-8000-000000000003';
    const both: Principal = { ...person('professor', U2), courses: [U1, U2] };
    expect(staffUniversity(both)).toBe(U2);
    expect(staffUniversity(both, U1)).toBe(U1);
    expect(() => staffUniversity(both, U3)).toThrow();
    expect(mayAccess(both, 'submission.review', submission)).toBe(true);
    expect(mayAccess(both, 'university.teach', { kind: 'university', universityId: U1 })).toBe(true);
    expect(mayAccess(both, 'university.teach', { kind: 'university', universityId: U3 })).toBe(false);
    expect(mayAccess(student, 'university.teach', { kind: 'university', universityId: U1 })).toBe(false);
    // The active course alone gives nothing: membership does.
    expect(mayAccess({ ...person('professor', U3), courses: [] }, 'university.read', { kind: 'university', universityId: U3 })).toBe(false);
  });
});
