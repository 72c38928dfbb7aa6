import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { makeRegistrationLink } from '../api/lti';
import { LTI_NS } from '../locales';

/** A dynamic registration URL for one university, to paste into Moodle or Canvas. */
export function DynamicRegistration({ universities }: { universities: { value: string; label: string }[] }) {
  const { t } = useTranslation(LTI_NS);
  const [universityId, setUniversityId] = useState('');
  const [copied, setCopied] = useState(false);
  const make = useMutation({ mutationFn: () => makeRegistrationLink(universityId), onSuccess: () => setCopied(false) });
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('admin.dynamicTitle')}</h2>
      <p className="max-w-3xl text-slate-700">{t('admin.dynamicIntro')}</p>
      <SelectField label={t('admin.university')} value={universityId} onChange={(e) => setUniversityId(e.target.value)} options={[{ value: '', label: t('admin.choose') }, ...universities]} wrapChosen />
      <div>
        <Button disabled={!universityId || make.isPending} onClick={() => make.mutate()}>
          {t('admin.makeLink')}
        </Button>
      </div>
      {make.isError && <p role="alert" className="text-red-800">{make.error instanceof ApiError ? make.error.message : t('admin.failed')}</p>}
      {make.data && (
        <div className="flex flex-col gap-2">
          <TextField label={t('admin.linkLabel')} readOnly value={make.data.url} onFocus={(e) => e.currentTarget.select()} hint={t('admin.linkHint', { date: new Date(make.data.expiresAt).toLocaleDateString() })} />
          <div className="flex items-center gap-3">
            <Button variant="secondary" onClick={() => void copy(make.data.url)}>
              {t('admin.copy')}
            </Button>
            <span aria-live="polite">{copied ? t('admin.copied') : ''}</span>
          </div>
        </div>
      )}
    </Card>
  );
}
