import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLanguageFromUrl, useRouteMeta } from '../../lib/routeMeta';
import { Loading } from '../ui/Loading';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

export function Layout() {
  const { t } = useTranslation();
  useLanguageFromUrl();
  useRouteMeta();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
