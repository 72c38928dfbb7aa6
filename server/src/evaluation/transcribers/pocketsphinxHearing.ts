import { coverageScore, hearing, nothingHeard, rateScore, speechCoverage } from './hearing.js';
import type { Hearing, TranscriptWord } from './types.js';

export const POCKETSPHINX_HEARING_METHOD = 'pocketsphinx-posterior/1';

/**
 * confidence = mean word posterior × coverage score × rate score.
 *
 * - mean word posterior: pocketsphinx's lattice posterior of each word (`-time yes`, 4th column).
 * - coverage score: share of the speech time (media/measureSpeech) spanned by words, full from
 *   80%; speech the recogniser turned into silence or noise tokens was not heard as words.
 * - rate score: words per second of speech, full between 1.5 and 4 (see hearing.ts).
 */
export function pocketsphinxHearing(words: readonly TranscriptWord[], speechSeconds: number): Hearing {
  if (words.length === 0) return nothingHeard(POCKETSPHINX_HEARING_METHOD, speechSeconds);
  const posteriors = words.map((word) => word.confidence ?? 0);
  const meanPosterior = posteriors.reduce((sum, p) => sum + p, 0) / posteriors.length;
  const lowPosteriorShare = posteriors.filter((p) => p < 0.5).length / posteriors.length;
  const coverage = speechCoverage(words, speechSeconds);
  const wordsPerSecond = speechSeconds > 0 ? words.length / speechSeconds : 0;
  const confidence = meanPosterior * coverageScore(coverage) * rateScore(wordsPerSecond);
  return hearing(POCKETSPHINX_HEARING_METHOD, confidence, {
    meanPosterior,
    lowPosteriorShare,
    coverage,
    wordsPerSecond,
    speechSeconds,
    words: words.length,
  });
}
