import { describe, expect, it } from 'vitest';
import { mayAccess } from '../../src/auth/access.js';
import type { Principal } from '../../src/auth/guards.js';

const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';
const person = (role: Principal['role'], universityId: string | null): Principal => ({ userId: `${role}-${universityId}`, username: role, role, universityId, course: 'maternalchild', courses: role === 'professor' && universityId ? [universityId] : [] });

describe("requireAccess: 'agreement.read'", () => {
  it('opens one university to its professors and administrators, every university to administrators only', () => {
    const one = { kind: 'university', universityId: U1 } as const;
    expect(mayAccess(person('professor', U1), 'agreement.read', one)).toBe(true);
    expect(mayAccess(person('admin', null), 'agreement.read', one)).toBe(true);
    expect(mayAccess(person('professor', U2), 'agreement.read', one)).toBe(false);
    expect(mayAccess(person('student', U1), 'agreement.read', one)).toBe(false);
    expect(mayAccess({ role: 'job', job: 'evaluate' }, 'agreement.read', one)).toBe(false);
    expect(mayAccess(person('admin', null), 'agreement.read', { kind: 'allUniversities' })).toBe(true);
    expect(mayAccess(person('professor', U1), 'agreement.read', { kind: 'allUniversities' })).toBe(false);
    expect(mayAccess(person('admin', null), 'university.read', { kind: 'allUniversities' })).toBe(false);
  });
});
