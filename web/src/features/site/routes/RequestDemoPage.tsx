import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { DemoRequestForm } from '../components/DemoRequestForm';
import { PageHeading } from '../components/PageHeading';
import { SITE_NS } from '../locales';

/** /request-demo: the form, then a thank-you that names where the answer will go. */
export function RequestDemoPage() {
  const { t } = useTranslation(SITE_NS);
  useDocumentMeta({ title: t('meta.requestDemo.title'), description: t('meta.requestDemo.description') });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  // Focus follows the thank-you once it is on screen, so a screen reader reads it next.
  useEffect(() => {
    if (sentTo) thanks.current?.focus();
  }, [sentTo]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading title={t('demo.title')}>{sentTo ? undefined : t('demo.intro')}</PageHeading>
      {sentTo ? (
        <section role="status" className="flex flex-col items-start gap-4 rounded-xl border border-green-300 bg-green-50 p-6">
          <h2 ref={thanks} tabIndex={-1} className="text-2xl font-bold text-green-900">
            {t('demo.thanksTitle')}
          </h2>
          <p className="text-green-900">{t('demo.thanksText', { email: sentTo })}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('demo.another')}
          </Button>
        </section>
      ) : (
        <DemoRequestForm onSent={setSentTo} />
      )}
    </div>
  );
}
