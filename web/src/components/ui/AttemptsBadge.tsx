import { attemptsBadge } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';

/** SPEC.md section 4 "Attempts": "{n} attempts left" green, "Last attempt" yellow, "No attempts left" red (3 until the server says). */
export function AttemptsBadge({ attemptsLeft }: { attemptsLeft?: number }) {
  const { t } = useTranslation();
  const badge = attemptsBadge(attemptsLeft);
  return <Badge tone={badge.tone}>{t(`catalogue.attempts.${badge.key}`, { count: badge.count })}</Badge>;
}
