import { useTranslation } from 'react-i18next';
import type { BinaryFigures } from '../api/agreement';
import { AGREEMENT_NS } from '../locales';
import { decimal } from './format';

/** Kappa to two decimals; a dash with its reason (for screen readers and on hover) when it is not defined. */
export function KappaCell({ figures }: { figures: BinaryFigures }) {
  const { t, i18n } = useTranslation(AGREEMENT_NS);
  if (figures.kappa !== null) return <>{decimal(figures.kappa, i18n.language)}</>;
  const reason = figures.kappaUndefined === 'oneClass' ? t('kappaOneClass') : t('notAvailable');
  return (
    <span title={reason}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}

/** A share as a percentage, or a dash read as "not available". */
export function ShareCell({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation(AGREEMENT_NS);
  if (value === null) return <Dash label={t('notAvailable')} />;
  return <>{new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(value)}</>;
}

export function Dash({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}
