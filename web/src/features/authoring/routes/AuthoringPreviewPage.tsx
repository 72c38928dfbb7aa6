import { isLanguage, type Language } from '@nurselab/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { LabContent, LabLanguageSelect } from '../../catalogue';
import { useDraftPreview } from '../api/authoring';
import { AUTHORING_NS } from '../locales';

/**
 * /professor/labs/:id/preview: the lab as the last save left it, shown by the student's lab
 * screen's own components (scenario, cover, questions), read only; no attempt is made.
 */
export function AuthoringPreviewPage({ nav }: { nav: ReactNode }) {
  const { t, i18n } = useTranslation(AUTHORING_NS);
  const { id = '' } = useParams();
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'th');
  const lab = useDraftPreview(id, language);
  return (
    <div className="flex flex-col gap-6">
      {nav}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={`/professor/labs/${id}`} className="self-start font-medium text-brand-800 underline">
          <span aria-hidden="true">← </span>
          {t('preview.back')}
        </Link>
        {lab.data && <LabLanguageSelect value={lab.data.language} languages={lab.data.languages} onChange={setLanguage} />}
      </div>
      <p role="note" className="rounded-xl border border-brand-700 bg-brand-50 p-3 font-medium text-slate-900" data-testid="preview-note">
        {t('preview.note')}
      </p>
      {lab.isPending && <Loading />}
      {lab.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{lab.error instanceof ApiError && lab.error.status === 404 ? lab.error.message : t('errors.load')}</p>
          <Button variant="secondary" onClick={() => void lab.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      )}
      {lab.data && <LabContent lab={lab.data} busy={lab.isPlaceholderData} />}
      {lab.data && (
        <section aria-labelledby="preview-answer" className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-400 bg-white p-4">
          <h2 id="preview-answer" className="text-xl font-semibold">
            {t('preview.answerTitle')}
          </h2>
          <p className="text-slate-700">{t('preview.answerNote')}</p>
        </section>
      )}
    </div>
  );
}
