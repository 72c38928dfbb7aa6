import { PRIVACY_NOTICE_VERSION } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { siteConfig } from '../../../lib/siteConfig';
import { YourDataController } from '../components/YourDataController';
import { PRIVACY_NS } from '../locales';

const SECTIONS = ['what', 'why', 'consent', 'who', 'where', 'controller', 'rights'] as const;

/** /privacy: the privacy notice (PDPA), public, in the reader's language; a signed-in reader also sees their university as data controller. */
export function PrivacyPage() {
  const { t } = useTranslation(PRIVACY_NS);
  const product = siteConfig.productName;
  useDocumentMeta({ title: t('meta.title'), description: t('meta.description', { product }) });
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{t('page.title')}</h1>
        <p className="text-lg text-slate-700">{t('page.intro', { product })}</p>
        <p className="text-sm text-slate-600">{t('page.version', { version: PRIVACY_NOTICE_VERSION })}</p>
      </header>
      {SECTIONS.map((section) => {
        const items = t(`page.${section}`, { product, returnObjects: true }) as string | string[];
        return (
          <section key={section} aria-labelledby={`privacy-${section}`} className="flex flex-col gap-2">
            <h2 id={`privacy-${section}`} className="text-xl font-semibold text-slate-900">
              {t(`page.${section}Title`)}
            </h2>
            {Array.isArray(items) ? (
              <ul className="list-disc space-y-1 pl-6 text-slate-700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700">{items}</p>
            )}
            {section === 'controller' && <YourDataController />}
            {section === 'rights' && <p className="text-slate-700">{t('page.rightsHow')}</p>}
          </section>
        );
      })}
    </article>
  );
}
