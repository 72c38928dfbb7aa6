import { homePathFor, roleOf, type Role } from '@nurselab/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isExpired, useSession } from '../../lib/session';
import { AwaitingApproval } from './components/AwaitingApproval';

/**
 * SPEC.md section 2 route guards, with ARCHITECTURE.md's fix: no (or an undecodable, expired)
 * token goes to /signin; the wrong role goes to the user's own home.
 */
export function RequireRole({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session || isExpired(session.token)) {
    return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  }
  if (roles && !roles.includes(roleOf(session.user))) return <Navigate to={homePathFor(session.user)} replace />;
  // A student page for a student a lecturer has not approved yet (where the university requires it).
  const approval = session.user.approval;
  if (roles?.includes('student') && roleOf(session.user) === 'student' && (approval === 'pending' || approval === 'refused')) {
    return <AwaitingApproval refused={approval === 'refused'} />;
  }
  return <>{children}</>;
}
