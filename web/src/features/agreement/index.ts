import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../auth';
export { AgreementNavLink } from './components/AgreementLink';
export { AgreementSection } from './components/AgreementSection';

/** /professor/agreement (with the professor navigation) and /admin/agreement, loaded on demand and guarded. */
export const agreementRoutes: RouteObject[] = [
  {
    path: '/professor/agreement',
    lazy: async () => {
      const [{ AgreementPage }, { ProfessorNav }] = await Promise.all([import('./routes'), import('../professor/components/ProfessorNav')]);
      return { element: createElement(RequireRole, { roles: ['professor'], children: createElement(AgreementPage, { audience: 'professor', nav: createElement(ProfessorNav) }) }) };
    },
  },
  {
    path: '/admin/agreement',
    lazy: async () => {
      const { AgreementPage } = await import('./routes');
      return { element: createElement(RequireRole, { roles: ['admin'], children: createElement(AgreementPage, { audience: 'admin' }) }) };
    },
  },
];
