import { PRICING_CLASSES, TRIAL_DAYS, TRIAL_STUDENTS } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { siteConfig } from '../../../lib/siteConfig';
import { PageHeading } from '../components/PageHeading';
import { PricingCard } from '../components/PricingCard';
import { SITE_NS } from '../locales';

/** /sale: "Our Pricing Packages", classes A, B and C (SPEC.md section 9; prices from the configuration). */
export function SalePage() {
  const { t } = useTranslation(SITE_NS);
  useDocumentMeta({ title: t('meta.sale.title'), description: t('meta.sale.description') });
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('sale.title')}>{t('sale.intro')}</PageHeading>
      <div className="grid gap-6 md:grid-cols-3">
        {PRICING_CLASSES.map((name) => (
          <PricingCard key={name} name={name} price={siteConfig.prices[name]} />
        ))}
      </div>
      <p className="text-sm text-slate-600"><KeepThaiWords>{t('sale.note', { days: TRIAL_DAYS, students: TRIAL_STUDENTS })}</KeepThaiWords></p>
    </div>
  );
}
