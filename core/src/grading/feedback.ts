import type { Question } from '../content/labSchema.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { formatClock } from '../recording/media.js';
import { buildAttemptEvidence, type AttemptEvidence, type EvidenceSpan, type LanguageTexts } from './attemptEvidence.js';
import { packOf } from './language/index.js';

/** A statement that would harm the patient: why, and the words that said it (with their time). */
export interface CriticalPoint {
  itemId: string;
  danger: string;
  evidence: EvidenceSpan;
}

/** Something the student said that earned an item: the words themselves and when, and what the item looks for (its descriptor, '' when the lab has none). */
export interface ProPoint {
  itemId: string;
  shows: string;
  evidence: EvidenceSpan;
}

/** An item the answer did not cover: what to add. */
export interface RecommendationPoint {
  itemId: string;
  text: string;
}

export interface QuestionFeedback {
  number: number;
  points: number;
  earned: number;
  critical: CriticalPoint[];
  pros: ProPoint[];
  recommendations: RecommendationPoint[];
}

/** A text in the reader's language, else the answer's, else English, else any. */
export function textIn(texts: LanguageTexts, language: Language, answerLanguage: Language): string {
  const found = texts[language] ?? texts[answerLanguage] ?? texts.en ?? LANGUAGES.map((l) => texts[l]).find(Boolean);
  return found?.trim() ?? '';
}

const overlaps = (a: EvidenceSpan, b: EvidenceSpan) => a.start < b.end && b.start < a.end;

/**
 * Feedback per question, in the reader's language, that never says more than the evidence:
 * - "must not say" statements first, each with why it is dangerous and the words said;
 * - pros are the student's own words that met an item, beside the item's descriptor (what a
 *   lecturer looks for); never the rubric's praise sentence, which would claim things the student
 *   did not say; words that also said something dangerous praise nothing;
 * - recommendations name what was missing.
 */
export function composeFeedback(evidence: AttemptEvidence, language: Language): QuestionFeedback[] {
  return evidence.questions.map((question) => {
    const critical: CriticalPoint[] = evidence.critical
      .filter((finding) => finding.questionNumber === question.number)
      .map((finding) => ({ itemId: finding.itemId, danger: textIn(finding.dangerTexts, language, evidence.language) || finding.danger, evidence: finding.evidence }));
    const dangerous = evidence.critical.map((finding) => finding.evidence);
    const pros: ProPoint[] = [];
    for (const item of question.items) {
      const said = item.met ? item.evidence : null;
      if (!said || !said.quote.trim() || dangerous.some((d) => overlaps(d, said))) continue;
      // The same words meeting two items are one thing said.
      if (pros.some((p) => p.evidence.start === said.start && p.evidence.end === said.end)) continue;
      pros.push({ itemId: item.itemId, shows: textIn(item.shows ?? {}, language, evidence.language), evidence: said });
    }
    const recommendations: RecommendationPoint[] = question.items
      .filter((item) => !item.met)
      .map((item) => ({ itemId: item.itemId, text: textIn(item.advice, language, evidence.language) || item.feedback }))
      .filter((r) => r.text !== '');
    return { number: question.number, points: question.points, earned: question.earned, critical, pros, recommendations };
  });
}

/**
 * SPEC.md's pros and recommendations as plain strings (for the API's legacy fields and the
 * score export): dangerous statements first, among the recommendations; each line names its
 * question when the lab has more than one.
 */
export function feedbackLines(feedback: QuestionFeedback[], language: Language): { pros: string[]; recommendations: string[] } {
  const t = packOf(language).feedback;
  const several = feedback.length > 1;
  const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
  const prefix = (n: number) => (several ? fill(t.question, { n }) : '');
  const quote = (evidence: EvidenceSpan) => evidence.quote.trim().replace(/[\s.,;:!?。，、；：！？]+$/u, '');
  const critical = feedback.flatMap((q) =>
    q.critical.map((c) => fill(t.critical, { prefix: prefix(q.number), danger: c.danger, quote: quote(c.evidence), time: formatClock(c.evidence.start) })),
  );
  return {
    pros: feedback.flatMap((q) => q.pros.map((p) => fill(t.said, { prefix: prefix(q.number), quote: quote(p.evidence), time: formatClock(p.evidence.start) }))),
    recommendations: [...critical, ...feedback.flatMap((q) => q.recommendations.map((r) => `${prefix(q.number)}${r.text}`))],
  };
}

/** The plain-text pros and recommendations of a stored evaluation (as the evaluate job writes it), in one language. */
export function evaluationFeedbackLines(questions: readonly Question[], evaluation: unknown, answerLanguage: Language, language: Language = answerLanguage) {
  const evidence = buildAttemptEvidence(questions, evaluation, answerLanguage);
  return evidence ? feedbackLines(composeFeedback(evidence, language), language) : { pros: [], recommendations: [] };
}
