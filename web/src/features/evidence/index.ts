/**
 * Evidence of an attempt's grade: the feedback composed in the reader's language from the
 * evidence (quotes that seek the player), "must not say" findings, the transcript with the
 * quoted words marked, and the player. Used by the professor pages and the student's result and history.
 */
export { AttemptCriticalFindings, AttemptFeedback, readerLanguage } from './components/AttemptFeedback';
export { CriticalFindings } from './components/CriticalFindings';
export { QuoteButton } from './components/QuoteButton';
export { RecordingPlayer } from './components/RecordingPlayer';
export { TranscriptView } from './components/TranscriptView';
export { useSeekablePlayer } from './hooks/useSeekablePlayer';
export { quotedSpans, transcriptSegments } from './lib';
export { EVIDENCE_NS } from './locales';
export type { CriticalFinding, SeekTo } from './types';
