export * from './types.js';
export { normalizeText, tokenize, tokenizeWords, isUnspacedLanguage, type Token } from './normalize.js';
export { packOf, type LanguagePack } from './language/index.js';
export { wordSegments, type WordSegment } from './language/segment.js';
export { findPhrase, prepareSearchText, type PhraseMatch, type MatchOptions, type SearchText } from './match.js';
export {
  gradeWithRubric,
  echoedPhrasings,
  GRADER_VERSION,
  DEFAULT_MATCH_THRESHOLD,
  CRITICAL_MATCH_THRESHOLD,
  CRITICAL_SCORE_CAP,
  type RubricGradeOptions,
} from './rubricGrader.js';
export { CLAUSE_PUNCTUATION } from './evidenceSearch.js';
export { scoreFromItems } from './itemsScore.js';
export { asHeard, transcriptOfText } from './transcriptText.js';
export { keyContent, type KeyContent, type KeyTerm } from './keyContent.js';
export {
  attemptEvidenceSchema,
  buildAttemptEvidence,
  type AttemptEvidence,
  type CriticalEvidence,
  type EvidenceItem,
  type EvidenceQuestion,
  type EvidenceSpan,
  type LanguageTexts,
} from './attemptEvidence.js';
export {
  buildJudgesSideBySide,
  judgesSideBySideSchema,
  judgeGradeSchema,
  unverifiedDangerSchema,
  type JudgeGrade,
  type JudgesSideBySide,
  type UnverifiedDanger,
} from './judgesSideBySide.js';
export {
  composeFeedback,
  evaluationFeedbackLines,
  feedbackLines,
  textIn,
  type CriticalPoint,
  type ProPoint,
  type QuestionFeedback,
  type RecommendationPoint,
} from './feedback.js';
export { reviewFeedbackLines, type ReviewDraftQuestion } from './reviewFeedback.js';
