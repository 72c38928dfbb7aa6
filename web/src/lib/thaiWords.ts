import { wordSegments } from '@nurselab/core';

/**
 * Thai words the browser must not break inside at the end of a line.
 *
 * Thai is written without spaces, so a browser finds where a line may break with a dictionary:
 * Chromium uses ICU's Thai dictionary, the same one `Intl.Segmenter('th')` uses. A word the
 * dictionary lacks (the loanwords แดชบอร์ด, เลียวโพลด์, แพ็กเกจ) or splits wrongly by its
 * longest match in context ("หลังค|ลอด" for หลังคลอด, "การเต|รี|ยม", "ยาก|ระ|ตุ้น", "จรา|คา")
 * gets break opportunities inside a syllable, and a narrow screen shows "หลังค" / "ลอด" on two
 * lines. No rule tells a wrong dictionary split from a right one without a better dictionary,
 * so the terms are listed: found by segmenting every Thai interface string, lab title, subtitle,
 * scenario, question and library article, and reading the splits that fall inside a syllable.
 * Splits between whole syllables (ผู้|ป่วย) are ordinary Thai line breaks and are left alone.
 *
 * A listed word is kept together only where the segmenter (the browser's own, at run time)
 * puts a boundary inside it in that very text, so an entry costs nothing once ICU learns the
 * word, and the stored text is never changed: the protection is a render-time <span> (see
 * components/ui/KeepThaiWords.tsx), so copying, search, CSV exports and tests see the text as is.
 * Add a word here when a new lab or string shows one broken; the unit test checks each entry
 * still occurs in the content or the Thai interface.
 */
export const THAI_KEEP_TOGETHER: readonly string[] = ['หลังคลอด', 'แดชบอร์ด', 'เลียวโพลด์', 'เตรียม', 'กระตุ้น', 'แพ็กเกจ', 'ราคา'];

const THAI = /[\u0E00-\u0E7F]/;

/** The offsets at which a text's words start, as a word segmenter sees them. */
export type WordStarts = (text: string) => Iterable<number>;

/** The browser's own segmenter, through core's word segmentation (the grader's). */
const segmenterWordStarts: WordStarts = (text) => {
  // Without a segmenter the break opportunities are unknown: treat every listed word as split.
  if (typeof Intl.Segmenter !== 'function') return Array.from(text, (_, i) => i);
  return wordSegments(text, 'th').map((s) => s.index);
};

/**
 * The [start, end) ranges of `text` to keep on one line: each listed word that the segmenter
 * splits inside (overlapping ranges merged), in order. Empty for text without Thai letters.
 */
export function thaiWordsToKeep(text: string, wordStarts: WordStarts = segmenterWordStarts, words: readonly string[] = THAI_KEEP_TOGETHER): [number, number][] {
  if (!THAI.test(text)) return [];
  const found: [number, number][] = [];
  for (const word of words) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) found.push([at, at + word.length]);
  }
  if (!found.length) return [];
  const starts = [...wordStarts(text)];
  const split = found.filter(([start, end]) => starts.some((s) => s > start && s < end)).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of split) {
    const last = merged[merged.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** `text` cut into pieces: plain runs and runs to keep on one line, in order (cached: titles render often). */
export function thaiLinePieces(text: string): { text: string; keep: boolean }[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const pieces: { text: string; keep: boolean }[] = [];
  let at = 0;
  for (const [start, end] of thaiWordsToKeep(text)) {
    if (start > at) pieces.push({ text: text.slice(at, start), keep: false });
    pieces.push({ text: text.slice(start, end), keep: true });
    at = end;
  }
  if (at < text.length || !pieces.length) pieces.push({ text: text.slice(at), keep: false });
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, pieces);
  return pieces;
}

const CACHE_SIZE = 500;
const cache = new Map<string, { text: string; keep: boolean }[]>();
