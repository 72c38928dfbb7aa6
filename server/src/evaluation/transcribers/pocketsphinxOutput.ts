import type { TranscriptWord } from './types.js';

/** Silence, sentence markers, noise and unknown-word tokens: not words anybody said. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+|\+.*\+)$/;
/** cmudict's alternate pronunciations come out as "and(2)". */
const PRONUNCIATION_VARIANT = /\(\d+\)$/;
const WORD_TIME_LINE = /^(\S+) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/;

/**
 * Reads `pocketsphinx_continuous -time yes` output: per utterance a hypothesis line, then one
 * "word start end posterior" line per segment, times in seconds from the start of the file.
 */
export function parseWordTimes(stdout: string, offsetSeconds = 0): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const line of stdout.split('\n')) {
    const match = WORD_TIME_LINE.exec(line.trim());
    if (!match) continue;
    const token = match[1];
    if (FILLER.test(token)) continue;
    words.push({
      text: token.replace(PRONUNCIATION_VARIANT, ''),
      start: roundMs(Number(match[2]) + offsetSeconds),
      end: roundMs(Number(match[3]) + offsetSeconds),
      confidence: Math.min(1, Math.max(0, Number(match[4]))),
    });
  }
  return words;
}

function roundMs(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
