import type { Language } from '@nurselab/core';

/** Languages written without spaces between words: compared character by character (as CER is). */
const BY_CHARACTER = new Set<Language>(['th', 'zh', 'ja']);

function units(text: string, byCharacter: boolean): string[] {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ');
  return byCharacter ? Array.from(plain.replace(/\s+/gu, '')) : plain.split(/\s+/u).filter(Boolean);
}

function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How much of the expected text a recogniser wrote: 1 − (substitutions + deletions + insertions) /
 * expected length, at least 0; words where words are spaced, characters in Thai, Chinese and
 * Japanese. Case and punctuation do not count.
 */
export function recognitionAccuracy(expected: string, heard: string, language: Language): { accuracy: number; unit: 'words' | 'characters' } {
  const byCharacter = BY_CHARACTER.has(language);
  const reference = units(expected, byCharacter);
  const hypothesis = units(heard, byCharacter);
  const errors = editDistance(reference, hypothesis);
  const accuracy = reference.length ? Math.max(0, 1 - errors / reference.length) : 0;
  return { accuracy: Math.round(accuracy * 1000) / 1000, unit: byCharacter ? 'characters' : 'words' };
}
