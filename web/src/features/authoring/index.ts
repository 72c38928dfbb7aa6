import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../auth';

export { AuthoringNavLink } from './components/AuthoringNavLink';
export { AuthoringAdminLink } from './components/EditorNav';

const EDITORS = ['professor', 'admin'] as const;

/** Loads a page of the editor with the navigation for the reader's role, guarded. */
const page = (name: 'AuthoringListPage' | 'AuthoringEditPage' | 'AuthoringPreviewPage') => async () => {
  const [routes, { ProfessorNav }, { EditorNav }] = await Promise.all([import('./routes'), import('../professor/components/ProfessorNav'), import('./components/EditorNav')]);
  const nav = createElement(EditorNav, { professorNav: createElement(ProfessorNav) });
  return { element: createElement(RequireRole, { roles: [...EDITORS], children: createElement(routes[name], { nav }) }) };
};

/** /professor/labs, /professor/labs/:id and its student preview: lecturers for their university, administrators for the one they pick. */
export const authoringRoutes: RouteObject[] = [
  { path: '/professor/labs', lazy: page('AuthoringListPage') },
  { path: '/professor/labs/:id', lazy: page('AuthoringEditPage') },
  { path: '/professor/labs/:id/preview', lazy: page('AuthoringPreviewPage') },
];
