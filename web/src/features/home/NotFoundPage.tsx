import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-bold">{t('common.notFound')}</h1>
      <Link to="/" className="text-brand-800 underline">
        {t('common.backHome')}
      </Link>
    </div>
  );
}
