import { COPYRIGHT_YEAR } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  ['/sale', 'footer.pricing'],
  ['/library', 'footer.library'],
  ['/request-demo', 'footer.requestDemo'],
  ['/contact', 'footer.contact'],
  ['/privacy', 'footer.privacy'],
] as const;

/** SPEC.md: copyright 2024 and "All rights reserved."; with the public pages a visitor looks for. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white py-6 text-sm text-slate-600">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4">
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className="inline-block py-1 font-medium text-slate-700 underline-offset-2 hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-center">
          {t('footer.copyright', { year: COPYRIGHT_YEAR })} {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
