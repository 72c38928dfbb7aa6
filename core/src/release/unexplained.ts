import type { Question, LocalizedText } from '../content/labSchema.js';
import type { Language } from '../i18n/languages.js';
import { isContentToken } from '../grading/keyContent.js';
import { tokenize, tokenizeWords, type Token } from '../grading/normalize.js';
import { quoteWords, transcriptWords } from '../grading/transcriptText.js';
import type { Transcript } from '../grading/types.js';

/**
 * How much of an answer the lab explains. A hidden instruction nobody listed (honey for a
 * newborn, a drink for a patient who cannot swallow) is said in words that no rubric phrasing,
 * model answer, question or scenario of the lab uses; a good answer, even in a student's own
 * words, mostly reuses the lab's words. The measure is the densest stretch of unknown words.
 */
export interface Explained {
  /** Content words (no stop words, no numbers) in the answer. */
  contentWords: number;
  /** Share of them the lab's texts use. */
  knownShare: number;
  /** The window of `window` consecutive content words with the most unknown words. */
  worst: { unknown: number; window: number; quote: string; start: number; end: number } | null;
}

/** Content words per window: about one spoken instruction ("give her some honey water to settle her"). */
export const EXPLAINED_WINDOW = 6;

type LabTexts = { questions: Question[]; scenario?: Partial<LocalizedText> };

const cache = new WeakMap<Question[], Map<Language, Set<string>>>();

/** The stems of every word the lab itself gives in a language (critical phrasings excluded: those are dangers). */
function labVocabulary({ questions, scenario }: LabTexts, language: Language): Set<string> {
  const byLanguage = cache.get(questions) ?? new Map<Language, Set<string>>();
  cache.set(questions, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const texts = [
    scenario?.[language],
    ...questions.flatMap((q) => [
      q.text[language],
      q.modelAnswer?.[language],
      ...q.rubric.flatMap((item) => [...(item.phrasings[language] ?? []), item.feedback.met[language], item.feedback.missed[language]]),
    ]),
  ].filter((t): t is string => Boolean(t));
  const stems = new Set(texts.flatMap((text) => tokenize(text, language).map((t) => t.stem)));
  byLanguage.set(language, stems);
  return stems;
}

export function explainedBy(lab: LabTexts, transcript: Transcript, window = EXPLAINED_WINDOW): Explained {
  const language = transcript.language;
  const words = transcriptWords(transcript);
  const known = labVocabulary(lab, language);
  const content = tokenizeWords(words, language).filter(isContentToken);
  const isKnown = (t: Token) => known.has(t.stem);
  const knownCount = content.filter(isKnown).length;
  let worst: Explained['worst'] = null;
  if (content.length >= window) {
    let unknown = content.slice(0, window).filter((t) => !isKnown(t)).length;
    let best = { unknown, at: 0 };
    for (let i = 1; i + window <= content.length; i++) {
      unknown += (isKnown(content[i - 1]) ? 0 : -1) + (isKnown(content[i + window - 1]) ? 0 : 1);
      if (unknown > best.unknown) best = { unknown, at: i };
    }
    const first = content[best.at].first;
    const last = content[best.at + window - 1].last;
    worst = { unknown: best.unknown, window, quote: quoteWords(words, first, last, language), start: words[first].start, end: words[last].end };
  }
  return { contentWords: content.length, knownShare: content.length ? knownCount / content.length : 1, worst };
}
