import { COMMON_PLAN_FEATURES, PRICING_PLANS, type PricingClass } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { formatNumber, formatUsd } from '../../../lib/format';
import { SITE_NS } from '../locales';
import { FeatureList } from './FeatureList';

/** One class of SPEC.md's pricing: name, students, price, features and Request Demo. */
export function PricingCard({ name, price }: { name: PricingClass; price: number }) {
  const { t, i18n } = useTranslation(SITE_NS);
  const plan = PRICING_PLANS[name];
  const n = (value: number) => formatNumber(value, i18n.language);
  const students =
    plan.maxStudents === null
      ? t('sale.atLeast', { min: n(plan.minStudents) })
      : plan.minStudents <= 1
        ? t('sale.upTo', { max: n(plan.maxStudents) })
        : t('sale.range', { min: n(plan.minStudents), max: n(plan.maxStudents) });
  const features = [...COMMON_PLAN_FEATURES, ...plan.extras];
  const headingId = `class-${name}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-2xl font-bold text-brand-800">
        {t('sale.className', { name })}
      </h2>
      <p className="font-medium text-slate-700">{students}</p>
      <p className="text-4xl font-bold" data-price={price}>
        {formatUsd(price, i18n.language)}
      </p>
      <FeatureList items={features.map((f) => ({ key: f, label: <KeepThaiWords>{t(`sale.features.${f}`)}</KeepThaiWords> }))} />
      <Link to={`/request-demo?class=${name}`} className={buttonClass('primary', 'mt-auto')} aria-label={t('sale.requestDemoFor', { name })}>
        {t('sale.requestDemo')}
      </Link>
    </section>
  );
}
