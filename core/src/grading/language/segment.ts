/**
 * The one word segmentation of the product for languages written without spaces (Thai, Chinese,
 * Japanese): Intl.Segmenter (ICU's dictionaries), one cached segmenter per language. Used by the
 * grader (normalize.ts), the server's whisper transcripts (whisperWords.ts) and the web app's
 * Thai line breaking (web/src/lib/thaiWords.ts).
 */
export interface WordSegment {
  segment: string;
  /** Offset in the text (UTF-16 units). */
  index: number;
  /** A word, not punctuation or space. */
  isWordLike: boolean;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: string): Intl.Segmenter {
  let s = segmenters.get(language);
  if (!s) {
    s = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, s);
  }
  return s;
}

/** Every segment of the text (words, spaces and punctuation), in order. */
export function wordSegments(text: string, language: string): WordSegment[] {
  return Array.from(segmenter(language).segment(text), (s) => ({ segment: s.segment, index: s.index, isWordLike: s.isWordLike ?? false }));
}
