import type { EvaluationEstimate } from '@nurselab/core';
import type { TFunction } from 'i18next';

/** A duration in the reader's language: seconds up to 90, whole minutes (rounded up) after. */
export function formatDuration(seconds: number, language: string): string {
  const minutes = seconds > 90;
  const unit = minutes ? 'minute' : 'second';
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(minutes ? Math.ceil(seconds / 60) : Math.max(1, Math.round(seconds)));
}

/** The estimate sentence: the time left, "almost done" once it has run out, or that there is no history yet. */
export function estimateText(estimate: EvaluationEstimate | null | undefined, secondsLeft: number | null, t: TFunction<'submissions'>, language: string): string {
  if (!estimate || estimate.seconds === null || secondsLeft === null) return t('evaluation.estimate.unknown');
  if (secondsLeft <= 0) return t('evaluation.estimate.almost');
  return t('evaluation.estimate.about', { time: formatDuration(secondsLeft, language) });
}
