import type { EvaluationEstimate } from '@nurselab/core';
import type { TFunction } from 'i18next';
import { formatDuration } from '../../../lib/format';

/** The estimate sentence: the time left, "almost done" once it has run out, or that there is no history yet. */
export function estimateText(estimate: EvaluationEstimate | null | undefined, secondsLeft: number | null, t: TFunction<'submissions'>, language: string): string {
  if (!estimate || estimate.seconds === null || secondsLeft === null) return t('evaluation.estimate.unknown');
  if (secondsLeft <= 0) return t('evaluation.estimate.almost');
  return t('evaluation.estimate.about', { time: formatDuration(secondsLeft, language) });
}
