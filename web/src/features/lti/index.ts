import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../auth';

export { LtiSection } from './components/LtiSection';
export { LtiCoursePanel } from './components/LtiCoursePanel';

/** /lti/start (after a launch), /lti/deep-link/:id (a lecturer picks labs), /admin/lti (registrations). */
export const ltiRoutes: RouteObject[] = [
  { path: '/lti/start', lazy: async () => ({ Component: (await import('./routes/LtiStartPage')).LtiStartPage }) },
  {
    path: '/lti/deep-link/:id',
    lazy: async () => {
      const { DeepLinkPage } = await import('./routes/DeepLinkPage');
      return { element: createElement(RequireRole, { roles: ['professor', 'admin'], children: createElement(DeepLinkPage) }) };
    },
  },
  {
    path: '/admin/lti',
    lazy: async () => {
      const { LtiAdminPage } = await import('./routes/LtiAdminPage');
      return { element: createElement(RequireRole, { roles: ['admin'], children: createElement(LtiAdminPage) }) };
    },
  },
];
