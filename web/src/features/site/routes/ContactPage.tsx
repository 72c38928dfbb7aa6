import { messagingUrl, TRIAL_DAYS, TRIAL_STUDENTS } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { siteConfig } from '../../../lib/siteConfig';
import { PageHeading } from '../components/PageHeading';
import { QrCode } from '../components/QrCode';
import { SITE_NS } from '../locales';

/** /contact: the messaging-app QR code and id, the contact e-mail, "Free trial available!". */
export function ContactPage() {
  const { t } = useTranslation(SITE_NS);
  useDocumentMeta({ title: t('meta.contact.title'), description: t('meta.contact.description') });
  const { messagingId, contactEmail } = siteConfig;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('contact.title')}>{t('contact.intro')}</PageHeading>
      <p className="self-start rounded-full bg-amber-100 px-4 py-2 text-lg font-bold text-amber-900">
        {t('contact.freeTrial')} <span className="font-medium">{t('contact.trialText', { days: TRIAL_DAYS, students: TRIAL_STUDENTS })}</span>
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col items-center gap-3 text-center">
          <h2 className="text-xl font-semibold">{t('contact.messagingTitle')}</h2>
          <QrCode text={messagingUrl(messagingId)} alt={t('contact.qrAlt', { id: messagingId })} />
          <p className="text-slate-700">{t('contact.qrHelp')}</p>
          <p className="text-2xl font-bold" data-testid="messaging-id">
            {messagingId}
          </p>
        </Card>
        <Card className="flex flex-col items-center justify-center gap-4 text-center">
          <h2 className="text-xl font-semibold">{t('contact.emailTitle')}</h2>
          <a href={`mailto:${contactEmail}`} className="break-words text-xl font-bold text-brand-800 underline underline-offset-4">
            {contactEmail}
          </a>
          <Link to="/request-demo" className={buttonClass('primary')}>
            {t('contact.requestDemo')}
          </Link>
        </Card>
      </div>
    </div>
  );
}
