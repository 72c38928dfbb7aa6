import { describe, expect, it } from 'vitest';
import { courseOf } from '../courses.js';
import { homePathFor } from './home.js';

const user = (over: object) => ({ isAdmin: false, isProfessor: false, course: null, universityCode: null, university: null, ...over });

describe('post-login routing (SPEC.md section 4)', () => {
  it('sends the administrator to the admin dashboard', () => {
    expect(homePathFor(user({ isAdmin: true, universityCode: 'SURABC' }))).toBe('/admin/dashboard');
  });

  it.each([
    ['SURABC', null, '/surgical/dashboard', '/professor/surgical/dashboard'],
    ['MEDABC', null, '/medical/dashboard', '/professor/medical/dashboard'],
    ['OBABCD', null, '/ob/dashboard', '/professor/ob/dashboard'],
    ['XYZ123', 'Subject315', '/student/315/dashboard', '/professor/315/dashboard'],
    ['XYZ123', 'Trial-CSSD', '/cssd', '/professor/dashboard'],
    ['XYZ123', 'Any University', '/student/dashboard', '/professor/dashboard'],
  ])('code %s, university %s: student %s, professor %s', (universityCode, university, student, professor) => {
    expect(homePathFor(user({ universityCode, university }))).toBe(student);
    expect(homePathFor(user({ universityCode, university, isProfessor: true }))).toBe(professor);
  });

  it('prefers the stored course over the name conventions', () => {
    expect(homePathFor(user({ course: 'ob', universityCode: 'XYZ123', university: 'Subject315' }))).toBe('/ob/dashboard');
  });

  it('reads the course from codes and names', () => {
    expect(courseOf({ registerCode: 'sur123' })).toBe('surgical');
    expect(courseOf({ registerCode: 'ABC123', universityName: 'Subject315' })).toBe('315');
    expect(courseOf({})).toBe('maternalchild');
  });
});
