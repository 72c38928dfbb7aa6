import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="p-6 text-slate-600">
      {t('common.loading')}
    </p>
  );
}
