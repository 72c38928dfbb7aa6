import { formatProgress } from '@nurselab/core';
import { useTranslation } from 'react-i18next';

/** SPEC.md section 4 "Upload": the percentage with two decimals and the processing note. */
export function UploadProgress({ loaded, total }: { loaded: number; total: number }) {
  const { t } = useTranslation('submissions');
  const percent = formatProgress(loaded, total);
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold" aria-hidden="true">
        {t('upload.progress', { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t('upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent)}
        aria-valuetext={`${percent}%`}
        className="h-4 w-full overflow-hidden rounded-full bg-slate-200 ring-1 ring-inset ring-slate-300"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{t('upload.note')}</p>
      <p className="text-sm text-slate-600">{t('upload.keepOpen')}</p>
    </div>
  );
}
