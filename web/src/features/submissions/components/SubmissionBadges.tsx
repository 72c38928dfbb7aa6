import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';

const TICK = 'M5 12.5l4.5 4.5L19 7.5';
const AGAIN = 'M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4';

/** Passed (green, tick) or "Try again" (red, circular arrow): the text carries the meaning, not the colour. */
export function PassBadge({ isPass }: { isPass: boolean }) {
  const { t } = useTranslation('submissions');
  return (
    <Badge
      tone={isPass ? 'green' : 'red'}
      icon={
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d={isPass ? TICK : AGAIN} />
        </svg>
      }
    >
      {isPass ? t('result.passed') : t('result.tryAgain')}
    </Badge>
  );
}

/** A result a lecturer reviewed (graded or re-graded) by hand. */
export function ReviewedBadge() {
  const { t } = useTranslation('submissions');
  return (
    <Badge tone="grey" icon={<span aria-hidden="true">✎</span>}>
      {t('result.reviewed')}
    </Badge>
  );
}
