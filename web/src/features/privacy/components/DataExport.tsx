import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { siteConfig } from '../../../lib/siteConfig';
import { downloadDataArchive } from '../api';
import { PRIVACY_NS } from '../locales';

/** "Download my data": everything kept about the user as one zip (PDPA s.30-31). */
export function DataExport() {
  const { t } = useTranslation(PRIVACY_NS);
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const start = async () => {
    setState('working');
    try {
      await downloadDataArchive();
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby="data-export-title" className="mt-8 flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="data-export-title" className="text-xl font-bold">
        {t('export.title')}
      </h2>
      <p className="text-slate-700">{t('export.body', { product: siteConfig.productName })}</p>
      {state === 'done' && <Alert tone="success">{t('export.done')}</Alert>}
      {state === 'failed' && <Alert tone="error">{t('export.failed')}</Alert>}
      <Button onClick={() => void start()} disabled={state === 'working'} aria-busy={state === 'working'}>
        {state === 'working' ? t('export.working') : t('export.button')}
      </Button>
    </section>
  );
}
