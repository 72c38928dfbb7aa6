import { SubjectDashboardPage } from './SubjectDashboardPage';

/**
 * /cssd and /trial-cssd for a signed-in user: the working trial dashboard (another course's
 * student gets its refusal). Visitors get the site feature's sign-up page (see the router).
 */
export function CssdPage() {
  return <SubjectDashboardPage subject="trial-cssd" />;
}
