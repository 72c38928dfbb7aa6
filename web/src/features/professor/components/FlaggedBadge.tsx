import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { PROFESSOR_NS } from '../locales';

/** Marks an attempt in which the grader heard a "must not say" statement (icon and words, not colour alone). */
export function FlaggedBadge() {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <Badge tone="red" icon={<span aria-hidden="true">⚠</span>} className="whitespace-nowrap">
      <span data-testid="flagged-badge">{t('review.flagged')}</span>
    </Badge>
  );
}
