import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../auth';

export { AuthoringNavLink } from './components/AuthoringNavLink';

/** /professor/labs and /professor/labs/:id, with the professor navigation, loaded on demand and guarded. */
export const authoringRoutes: RouteObject[] = [
  {
    path: '/professor/labs',
    lazy: async () => {
      const [{ AuthoringListPage }, { ProfessorNav }] = await Promise.all([import('./routes'), import('../professor/components/ProfessorNav')]);
      return { element: createElement(RequireRole, { roles: ['professor'], children: createElement(AuthoringListPage, { nav: createElement(ProfessorNav) }) }) };
    },
  },
  {
    path: '/professor/labs/:id',
    lazy: async () => {
      const [{ AuthoringEditPage }, { ProfessorNav }] = await Promise.all([import('./routes'), import('../professor/components/ProfessorNav')]);
      return { element: createElement(RequireRole, { roles: ['professor'], children: createElement(AuthoringEditPage, { nav: createElement(ProfessorNav) }) }) };
    },
  },
];
