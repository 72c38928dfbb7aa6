import type { RouteObject } from 'react-router';
import type { RouteMetaHandle } from '../lib/routeMeta';

/**
 * The document title of every route, by path, so each page has its own (SPEC.md's routes are
 * many; one table beats a handle on each). Pages that set their own title and description
 * (public pages, the device check) are marked ownMeta. First match wins.
 */
const TITLES: [RegExp, RouteMetaHandle][] = [
  [/^\/$|^\/(contact|sale|request-demo|library|cssd|trial-cssd|privacy)(\/|$)|^\/student\/test-upload$/, { ownMeta: true }],
  [/^\/signin$/, { title: 'signin.title' }],
  [/^\/notifications$/, { title: 'nav.notifications' }],
  [/^\/signup$/, { title: 'signup.title' }],
  [/^\/reset-password$/, { title: 'account.resetTitle' }],
  [/^\/forgot-password$/, { title: 'account.forgotTitle' }],
  [/^\/account\/password$/, { title: 'account.changeTitle' }],
  [/^\/admin\//, { title: 'admin.title' }],
  [/^\/professor\/315\/dashboard$/, { title: 'dashboards.professor315' }],
  [/^\/professor\/surgical\/dashboard$/, { title: 'dashboards.professorSurgical' }],
  [/^\/professor\/medical\/dashboard$/, { title: 'dashboards.professorMedical' }],
  [/^\/professor\/ob\/dashboard$/, { title: 'dashboards.professorOb' }],
  [/^\/professor\//, { title: 'dashboards.professor' }],
  [/\/history$/, { title: 'meta.history' }],
  [/^\/student\/dashboard$/, { title: 'dashboards.student' }],
  [/^\/student\/315\/dashboard$/, { title: 'dashboards.student315' }],
  [/^\/surgical\/dashboard$/, { title: 'dashboards.surgical' }],
  [/^\/medical\/dashboard$/, { title: 'dashboards.medical' }],
  [/^\/ob\/dashboard$/, { title: 'dashboards.ob' }],
  [/^\/student\/labs\/|^\/(lab|retake-lab)\//, { title: 'meta.lab' }],
  [/^\/student\/|^\/(surgical|medical|ob)\//, { title: 'meta.labs' }],
  [/^\*$/, { title: 'meta.notFound' }],
];

export function titleFor(path: string): RouteMetaHandle | undefined {
  return TITLES.find(([pattern]) => pattern.test(path))?.[1];
}

/** Gives each route without a handle the title its path calls for. */
export function withTitles(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => (route.handle || !route.path ? route : { ...route, handle: titleFor(route.path) }));
}
