import { toLanguage } from '@nurselab/core';
import type { ProfessorAttempt } from './types';

/** The lab's language and the one the answer was graded in, when they differ (for SpokenLanguageNote). */
export function spokenLanguage(submission: Pick<ProfessorAttempt, 'language' | 'evidence'>) {
  const spoken = submission.evidence?.language;
  const lab = toLanguage(submission.language);
  return spoken && lab && spoken !== lab ? { lab, spoken } : undefined;
}
