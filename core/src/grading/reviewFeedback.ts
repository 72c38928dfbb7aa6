import type { Language } from '../i18n/languages.js';
import type { AttemptEvidence, CriticalEvidence, EvidenceSpan, LanguageTexts } from './attemptEvidence.js';
import { composeFeedback, feedbackLines, textIn } from './feedback.js';
import { packOf } from './language/index.js';

/** The parts of a lab's questions the review draft needs (the grading form has them in every language). */
export interface ReviewDraftQuestion {
  number: number;
  points: number;
  rubric: readonly { id: string; feedback: { missed: LanguageTexts } }[];
  critical?: readonly { id: string; danger: LanguageTexts }[];
}

/**
 * The pros and recommendations a reviewer starts from, for the items they ticked, by the same
 * rule as the student's feedback (composeFeedback, feedbackLines):
 * - a pro only for a ticked item the automatic grader met with the student's words, quoted with
 *   their time; never a rubric praise sentence (it would claim what was not said), never words
 *   the grader heard as harmful (even if the reviewer unticks the harm), and nothing for an item
 *   ticked without quoted words;
 * - recommendations: first each harmful statement ticked (with the words when the grader heard
 *   them), then what every unticked item asks for.
 * `evidence` is the automatic grade's (null when there was none), `language` the one to write in.
 */
export function reviewFeedbackLines(
  questions: readonly ReviewDraftQuestion[],
  evidence: AttemptEvidence | null,
  itemsMet: Iterable<string>,
  language: Language,
): { pros: string[]; recommendations: string[] } {
  const ticked = new Set(itemsMet);
  const heard = (number: number, id: string) => evidence?.questions.find((q) => q.number === number)?.items.find((i) => i.itemId === id);
  const heardCritical = (number: number, id: string) => evidence?.critical.find((c) => c.questionNumber === number && c.itemId === id);
  // Words the grader heard as harmful praise nothing, even when the reviewer unticks the harm.
  const harmful = (said: EvidenceSpan) => (evidence?.critical ?? []).some((c) => c.evidence.start < said.end && said.start < c.evidence.end);
  const critical: CriticalEvidence[] = [];
  const unquotedDangers: { number: number; danger: string }[] = [];
  for (const question of questions) {
    for (const item of question.critical ?? []) {
      if (!ticked.has(item.id)) continue;
      const found = heardCritical(question.number, item.id);
      if (found) critical.push({ ...found, dangerTexts: item.danger });
      else unquotedDangers.push({ number: question.number, danger: textIn(item.danger, language, language) });
    }
  }
  const asTicked: AttemptEvidence = {
    language: evidence?.language ?? language,
    transcript: evidence?.transcript ?? null,
    critical,
    questions: questions.map((question) => ({
      number: question.number,
      points: question.points,
      earned: 0,
      items: question.rubric.map((item) => {
        const auto = heard(question.number, item.id);
        const met = ticked.has(item.id);
        const said = met && auto?.met && auto.evidence && !harmful(auto.evidence) ? auto.evidence : null;
        return {
          questionNumber: question.number,
          itemId: item.id,
          weight: 1,
          met,
          evidence: said,
          feedback: '',
          advice: item.feedback.missed,
        };
      }),
    })),
  };
  const lines = feedbackLines(composeFeedback(asTicked, language), language);
  const t = packOf(language).feedback;
  const prefix = (n: number) => (questions.length > 1 ? t.question.replace('{n}', String(n)) : '');
  const dangers = unquotedDangers.filter((d) => d.danger !== '').map((d) => `${prefix(d.number)}${d.danger}`);
  return { pros: lines.pros, recommendations: [...dangers, ...lines.recommendations] };
}
