import {
  CRITICAL_SCORE_CAP,
  PASS_MARK,
  type CriticalFinding,
  type GradeResult,
  type ItemResult,
  type Language,
  type QuestionResult,
  type Question,
  type TranscriptWord,
} from '@nurselab/core';
import { quoteFinder, type LocatedQuote } from './quotes.js';
import type { Verdict } from './verdict.js';

/** A danger the model named whose quote the transcript does not hold: not counted, never dropped (a lecturer reads it). */
export interface UnverifiedDanger {
  questionNumber: number;
  /** The listed critical item's id, or null for a danger the list does not name. */
  itemId: string | null;
  /** The danger in the model's own words (or the listed item's text). */
  name: string;
  /** What the model says the student said. */
  quote: string;
}

export interface CheckedVerdict {
  grade: GradeResult;
  quotesChecked: number;
  quotesRejected: number;
  unverifiedDangers: UnverifiedDanger[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const textIn = (text: Partial<Record<Language, string>> | undefined, language: Language) => text?.[language] ?? text?.en ?? '';

/**
 * The model's verdict as a grade the product can stand behind: an item is met only where its
 * quote is in the transcript (a quote that is not there earns nothing and is counted); a question
 * earns the model's points, but never more than its items with verified quotes are worth (every
 * point traced to words said); a danger, listed or named by the model, counts only with a
 * verified quote, and caps the score below the pass mark as the rubric grader's do; one whose
 * quote is not found is returned apart (unverifiedDangers) so the answer is held, not released.
 */
export function checkVerdict(questions: Question[], words: TranscriptWord[], language: Language, verdict: Verdict, graderVersion: string): CheckedVerdict {
  const locate = quoteFinder(words, language);
  let quotesChecked = 0;
  let quotesRejected = 0;
  const check = (quote: string | null): LocatedQuote | null => {
    quotesChecked++;
    const found = locate(quote);
    if (!found) quotesRejected++;
    return found;
  };

  const results: QuestionResult[] = questions.map((question) => {
    const items: ItemResult[] = question.rubric.map((item) => {
      const said = verdict.items.find((v) => v.itemId === item.id && v.questionNumber === question.number) ?? verdict.items.find((v) => v.itemId === item.id);
      const found = said?.met ? check(said.quote) : null;
      return {
        questionNumber: question.number,
        itemId: item.id,
        weight: item.weight,
        met: found !== null,
        evidence: found && { ...found, phrasing: said!.quote!, polarity: 'positive' as const },
        feedback: textIn(found ? item.feedback.met : item.feedback.missed, language),
      };
    });
    const allWeight = question.rubric.reduce((sum, i) => sum + i.weight, 0);
    const verified = allWeight > 0 ? (question.points * items.filter((i) => i.met).reduce((sum, i) => sum + i.weight, 0)) / allWeight : 0;
    const given = verdict.questions.find((q) => q.number === question.number)?.points;
    const earned = given === undefined ? verified : Math.min(verified, Math.max(0, given));
    return { number: question.number, points: question.points, earned: round1(earned), items };
  });

  const critical: CriticalFinding[] = [];
  const unverifiedDangers: UnverifiedDanger[] = [];
  verdict.critical.forEach((claim) => {
    const found = check(claim.quote);
    const question = questions.find((q) => (q.critical ?? []).some((c) => c.id === claim.itemId));
    const listed = question?.critical?.find((c) => c.id === claim.itemId);
    if (!found) {
      const questionNumber = question?.number ?? (questions.some((q) => q.number === claim.questionNumber) ? claim.questionNumber : 1);
      unverifiedDangers.push({ questionNumber, itemId: listed?.id ?? null, name: claim.name || (listed ? textIn(listed.danger, language) : ''), quote: claim.quote });
      return;
    }
    critical.push({
      questionNumber: question?.number ?? (questions.some((q) => q.number === claim.questionNumber) ? claim.questionNumber : 1),
      // A danger the list does not name gets an id of its own within this answer.
      itemId: listed?.id ?? `llm-${critical.length + 1}`,
      danger: listed ? textIn(listed.danger, language) : claim.name,
      evidence: { ...found, phrasing: claim.quote, polarity: 'positive' },
    });
  });

  const total = questions.reduce((sum, q) => sum + q.points, 0);
  const uncappedScore = total > 0 ? round1((results.reduce((sum, q) => sum + q.earned, 0) / total) * 100) : 0;
  const score = critical.length ? Math.min(uncappedScore, CRITICAL_SCORE_CAP) : uncappedScore;
  const clean = (lines: string[]) => lines.map((l) => l.trim()).filter(Boolean);
  return {
    grade: {
      score,
      uncappedScore,
      critical,
      isPass: score >= PASS_MARK,
      questions: results,
      pros: clean(verdict.pros),
      recommendations: clean(verdict.recommendations),
      graderVersion,
      mode: 'rubric',
    },
    quotesChecked,
    quotesRejected,
    unverifiedDangers,
  };
}
