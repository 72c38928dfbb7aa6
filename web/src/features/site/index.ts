import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

// One chunk per page: the QR code, the form's schema and the like load only where they are used.
const page = (load: () => Promise<Record<string, unknown>>, name: string) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), import('./locales')]);
    return { Component: module[name] as ComponentType };
  },
});

/** The public pages of SPEC.md section 2 (home, contact, pricing, demo request, library), each loaded on demand. */
export const siteRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('./routes/HomePage'), 'HomePage') },
  { path: '/contact', ...page(() => import('./routes/ContactPage'), 'ContactPage') },
  { path: '/sale', ...page(() => import('./routes/SalePage'), 'SalePage') },
  { path: '/request-demo', ...page(() => import('./routes/RequestDemoPage'), 'RequestDemoPage') },
  { path: '/library', ...page(() => import('./routes/LibraryPage'), 'LibraryPage') },
  { path: '/library/:id', ...page(() => import('./routes/ArticlePage'), 'ArticlePage') },
];

/** /cssd and /trial-cssd for visitors; the router shows signed-in users the working trial instead. */
export const CssdVisitorPage = lazy(async () => {
  const [module] = await Promise.all([import('./routes/CssdVisitorPage'), import('./locales')]);
  return { default: module.CssdVisitorPage };
});

const LazyDemoRequests = lazy(() => import('./components/DemoRequestsSection'));

/** The administrator's list of demo requests (admin dashboard section). */
export function DemoRequestsSection() {
  return createElement(Suspense, { fallback: null }, createElement(LazyDemoRequests));
}
