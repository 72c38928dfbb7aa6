import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import '../locales';
import { LTI_NS } from '../locales';

/** The administrator dashboard's way to the LMS registrations. */
export function LtiSection() {
  const { t } = useTranslation(LTI_NS);
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-semibold">{t('admin.title')}</h2>
      <p className="max-w-3xl text-slate-700">{t('admin.intro')}</p>
      <Link to="/admin/lti" className={buttonClass('secondary')}>
        {t('admin.open')}
      </Link>
    </Card>
  );
}
