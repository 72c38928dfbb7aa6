import type { ProfessorAttempt } from './types';

/** The lab's language and the one the answer was graded in, when they differ (for SpokenLanguageNote). */
export function spokenLanguage(submission: Pick<ProfessorAttempt, 'language' | 'evidence'>) {
  const spoken = submission.evidence?.language;
  return spoken && submission.language && spoken !== submission.language ? { lab: submission.language, spoken } : undefined;
}
