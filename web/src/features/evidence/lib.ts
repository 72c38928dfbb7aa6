import { isUnspacedLanguage, type AttemptEvidence, type Transcript } from '@nurselab/core';

export interface TranscriptSegment {
  text: string;
  start: number | null;
  /** Inside a quoted span of the evidence. */
  quoted: boolean;
}

/**
 * The transcript as runs of words, each run marked when it falls inside a span some rubric
 * item quotes. Without word times the whole text is one run.
 */
export function transcriptSegments(transcript: Transcript, spans: { start: number; end: number }[]): TranscriptSegment[] {
  if (transcript.words.length === 0) return transcript.text ? [{ text: transcript.text, start: null, quoted: false }] : [];
  // Words of a language written without spaces (the language pack's spacing) join with nothing.
  const joiner = isUnspacedLanguage(transcript.language) ? '' : ' ';
  const inSpan = (start: number, end: number) => spans.some((s) => start < s.end + 0.01 && end > s.start - 0.01);
  const segments: TranscriptSegment[] = [];
  for (const word of transcript.words) {
    const quoted = inSpan(word.start, word.end);
    const last = segments.at(-1);
    if (last && last.quoted === quoted) last.text += joiner + word.text;
    else segments.push({ text: (last ? joiner : '') + word.text, start: word.start, quoted });
  }
  return segments;
}

/** The time spans quoted as evidence (met items and critical findings). */
export function quotedSpans(evidence: Pick<AttemptEvidence, 'questions' | 'critical'>): { start: number; end: number }[] {
  const spans = evidence.questions.flatMap((q) => q.items.filter((i) => i.met && i.evidence).map((i) => i.evidence!));
  for (const finding of evidence.critical ?? []) if (finding.evidence) spans.push(finding.evidence);
  return spans;
}
