/**
 * Evidence of an attempt's grade: the transcript, every rubric item met or missed with the
 * quoted words, "must not say" findings, and a player that quotes seek. Used by the professor
 * pages and the student's result and history.
 */
export { AttemptEvidenceView } from './components/AttemptEvidenceView';
export { AttemptFeedback } from './components/AttemptFeedback';
export { CriticalFindings } from './components/CriticalFindings';
export { QuoteButton } from './components/QuoteButton';
export { RecordingPlayer } from './components/RecordingPlayer';
export { RubricEvidence } from './components/RubricEvidence';
export { TranscriptView } from './components/TranscriptView';
export { useSeekablePlayer } from './hooks/useSeekablePlayer';
export { criticalFindings, evidenceFrom, quotedSpans, transcriptSegments } from './lib';
export { EVIDENCE_NS } from './locales';
export type { AttemptEvidence, CriticalFinding, EvidenceItem, EvidenceQuestion, SeekTo } from './types';
