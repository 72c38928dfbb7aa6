import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import '../locales';
import { AGREEMENT_NS } from '../locales';

/** The administrator dashboard's way to the agreement page. */
export function AgreementSection() {
  const { t } = useTranslation(AGREEMENT_NS);
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <p className="max-w-3xl text-slate-700">{t('intro')}</p>
      <Link to="/admin/agreement" className={buttonClass('secondary')}>
        {t('title')}
      </Link>
    </Card>
  );
}
