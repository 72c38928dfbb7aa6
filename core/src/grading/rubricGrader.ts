import { PASS_MARK } from '../constants.js';
import type { Question, RubricItem } from '../content/labSchema.js';
import type { Language } from '../i18n/languages.js';
import { findPhrase, type MatchOptions, type SearchText } from './match.js';
import { quoteWords, searchTranscript, transcriptWords } from './transcriptText.js';
import type { GradeResult, ItemEvidence, ItemResult, QuestionResult, Transcript, TranscriptWord } from './types.js';

/** Recorded on every result: a change to matching or scoring changes this. */
export const GRADER_VERSION = 'nurselab-grader-1.0.0';

/** An item counts as met when its best phrasing matches at least this well. */
export const DEFAULT_MATCH_THRESHOLD = 0.8;

export interface RubricGradeOptions extends MatchOptions {
  threshold?: number;
  /** The lab's scenario: its words describe the case, so saying them back earns nothing. */
  scenario?: Partial<Record<Language, string>>;
}

function localized<T>(values: Partial<Record<Language, T>>, language: Language): T | undefined {
  return values[language] ?? values.en;
}

/** The best evidence for an item among its phrasings, whether or not it reaches the threshold. */
function bestEvidence(
  item: RubricItem,
  text: SearchText,
  words: TranscriptWord[],
  language: Language,
  options: MatchOptions,
): ItemEvidence | null {
  let best: ItemEvidence | null = null;
  for (const phrasing of localized(item.phrasings, language) ?? []) {
    const match = findPhrase(phrasing, text, options);
    if (!match || (best && match.similarity <= best.similarity)) continue;
    best = {
      quote: quoteWords(words, match.firstWord, match.lastWord, language),
      start: words[match.firstWord].start,
      end: words[match.lastWord].end,
      phrasing,
      similarity: Math.round(match.similarity * 1000) / 1000,
      polarity: 'positive',
    };
  }
  return best;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * Grade one spoken answer against every question's rubric. The recording answers all
 * questions at once, so each item is looked for in the whole transcript.
 */
export function gradeWithRubric(questions: Question[], transcript: Transcript, options: RubricGradeOptions = {}): GradeResult {
  const language = transcript.language;
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const words = transcriptWords(transcript);
  const text = searchTranscript(words, language);

  const results: QuestionResult[] = questions.map((question) => {
    const items: ItemResult[] = question.rubric.map((item) => {
      const evidence = bestEvidence(item, text, words, language, options);
      const met = evidence !== null && evidence.similarity >= threshold;
      return {
        questionNumber: question.number,
        itemId: item.id,
        weight: item.weight,
        met,
        evidence: met ? evidence : null,
        feedback: localized(met ? item.feedback.met : item.feedback.missed, language) ?? '',
      };
    });
    const totalWeight = items.reduce((sum, i) => sum + i.weight, 0);
    const metWeight = items.filter((i) => i.met).reduce((sum, i) => sum + i.weight, 0);
    const earned = totalWeight > 0 ? (question.points * metWeight) / totalWeight : 0;
    return { number: question.number, points: question.points, earned, items };
  });

  const totalPoints = results.reduce((sum, q) => sum + q.points, 0);
  const earnedPoints = results.reduce((sum, q) => sum + q.earned, 0);
  const score = totalPoints > 0 ? round1((earnedPoints / totalPoints) * 100) : 0;
  const allItems = results.flatMap((q) => q.items);
  return {
    score,
    uncappedScore: score,
    critical: [],
    isPass: score >= PASS_MARK,
    questions: results.map((q) => ({ ...q, earned: Math.round(q.earned * 100) / 100 })),
    pros: allItems.filter((i) => i.met).map((i) => i.feedback),
    recommendations: allItems.filter((i) => !i.met).map((i) => i.feedback),
    graderVersion: GRADER_VERSION,
    mode: 'rubric',
  };
}
