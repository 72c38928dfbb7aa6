import { createElement, lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Loading } from '../../components/ui/Loading';

/** /privacy, public, loaded on demand with its strings. */
export const privacyRoutes: RouteObject[] = [
  {
    path: '/privacy',
    lazy: async () => {
      const [module] = await Promise.all([import('./routes/PrivacyPage'), import('./locales')]);
      return { Component: module.PrivacyPage };
    },
  },
];

const LazyConsentGate = lazy(async () => {
  const [module] = await Promise.all([import('./components/ConsentGate'), import('./locales')]);
  return module;
});

/** The recorder behind the student's consent to the privacy notice in force. */
export function ConsentGate({ children }: { children: ReactNode }): ReactNode {
  return createElement(Suspense, { fallback: createElement(Loading) }, createElement(LazyConsentGate, null, children));
}

const LazyDataExport = lazy(async () => {
  const [module] = await Promise.all([import('./components/DataExport'), import('./locales')]);
  return { default: module.DataExport };
});

/** The "download my data" section of the account page. */
export function DataExport(): ReactNode {
  return createElement(Suspense, { fallback: createElement(Loading) }, createElement(LazyDataExport));
}
