import type { Principal } from '../auth/guards.js';

/** A submission's media and results: its owner, the professors of the owner's university, administrators. */
export function mayAccessSubmission(principal: Principal, owner: { userId: string; universityId: string | null }): boolean {
  if (principal.role === 'admin') return true;
  if (principal.userId === owner.userId) return true;
  return principal.role === 'professor' && principal.universityId !== null && principal.universityId === owner.universityId;
}
