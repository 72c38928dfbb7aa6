import { SpokenLanguageNote } from '../../speech';
import { criticalFindings, quotedSpans } from '../lib';
import type { AttemptEvidence, SeekTo } from '../types';
import { CriticalFindings } from './CriticalFindings';
import { RubricEvidence } from './RubricEvidence';
import { TranscriptView } from './TranscriptView';

/**
 * An attempt's evidence: "must not say" findings first, then each rubric item met or missed
 * with the quoted words (pressing a quote plays the recording from there), then the transcript.
 */
export function AttemptEvidenceView({ evidence, onSeek, showTranscript = true }: { evidence: AttemptEvidence; onSeek?: SeekTo; showTranscript?: boolean }) {
  return (
    <div className="flex flex-col gap-5" data-testid="attempt-evidence">
      <SpokenLanguageNote language={evidence.language} />
      <CriticalFindings findings={criticalFindings(evidence)} onSeek={onSeek} />
      <RubricEvidence questions={evidence.questions} onSeek={onSeek} />
      {showTranscript && <TranscriptView transcript={evidence.transcript} spans={quotedSpans(evidence)} />}
    </div>
  );
}
