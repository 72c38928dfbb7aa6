import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { saveApiFile } from '../../../lib/saveApiFile';
import { dataExportPath } from '../api';
import { ADMIN_NS } from '../locales';
import { AdminFormSection, type FormResult } from './AdminFormSection';

/** Answers a person's access request (PDPA s.30-31): their whole archive, the one they download themselves. */
export function DataExportSection() {
  const { t } = useTranslation(ADMIN_NS);
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return setResult({ tone: 'error', text: t('dataExport.required') });
    setBusy(true);
    setResult(null);
    try {
      await saveApiFile(dataExportPath(name), `nurselab-data-${name}.zip`);
      setResult({ tone: 'success', text: t('dataExport.done', { username: name }) });
    } catch (err) {
      setResult({ tone: 'error', text: err instanceof ApiError && err.status === 404 ? t('dataExport.notFound', { username: name }) : t('dataExport.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminFormSection id="admin-data-export" title={t('dataExport.title')} onSubmit={submit} result={result} onCloseResult={() => setResult(null)}>
      <p className="text-slate-700">{t('dataExport.intro')}</p>
      <TextField label={t('dataExport.username')} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" spellCheck={false} maxLength={100} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t('dataExport.preparing') : t('dataExport.download')}
      </Button>
    </AdminFormSection>
  );
}
