import { describe, expect, it } from 'vitest';
import { matchesStudentSearch } from './studentSearch.js';

const somchai = { studentId: '6401234', firstName: 'Somchai', lastName: 'Jaidee' };
const thai = { studentId: '6409999', firstName: 'สมหญิง', lastName: 'ใจดี' };

describe('matchesStudentSearch (SPEC.md section 5)', () => {
  it('matches a part of the student ID', () => {
    expect(matchesStudentSearch(somchai, '0123')).toBe(true);
    expect(matchesStudentSearch(somchai, '999')).toBe(false);
  });
  it('matches the full name, first plus last, whatever the case', () => {
    expect(matchesStudentSearch(somchai, 'chai jai')).toBe(true);
    expect(matchesStudentSearch(somchai, 'SOMCHAI')).toBe(true);
    expect(matchesStudentSearch(somchai, 'jaidee somchai')).toBe(false);
  });
  it('matches Thai names', () => {
    expect(matchesStudentSearch(thai, 'หญิง ใจ')).toBe(true);
  });
  it('lets blank text match everyone and ignores surrounding spaces', () => {
    expect(matchesStudentSearch(somchai, '   ')).toBe(true);
    expect(matchesStudentSearch(somchai, ' 640123 ')).toBe(true);
  });
  it('tolerates a missing student ID', () => {
    expect(matchesStudentSearch({ ...somchai, studentId: null }, 'somchai')).toBe(true);
    expect(matchesStudentSearch({ ...somchai, studentId: null }, '64')).toBe(false);
  });
});
