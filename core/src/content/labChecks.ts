import { asHeard, transcriptOfText } from '../grading/transcriptText.js';
import { echoedPhrasings, gradeWithRubric } from '../grading/rubricGrader.js';
import { denial, negate, opposite } from '../grading/negation.js';
import type { GradeResult } from '../grading/types.js';
import type { Language } from '../i18n/languages.js';
import { labLanguages, toLabFile, type AuthoredLab } from './authoredLab.js';
import type { LabFile } from './labSchema.js';

/** Reading the scenario and the questions aloud must score below this. */
export const ECHO_LIMIT = 20;
/** A lab's model answers must score at least this against its own rubric. */
export const MODEL_MIN = 90;

export const LAB_CHECK_CODES = [
  'empty',
  'noPhrasings',
  'noRubric',
  'echo',
  'echoScore',
  'negation',
  'modelScore',
  'modelCritical',
  'criticalMissed',
  'criticalDenied',
] as const;
export type LabCheckCode = (typeof LAB_CHECK_CODES)[number];
export type LabCheckKind = 'echo' | 'negation' | 'critical' | 'model' | 'complete';

/**
 * One finding about a lab's content, pointing at its field. Errors block publishing, warnings
 * do not. `path` is the field in the lab as written, e.g. ['questions', 0, 'rubric', 1, 'phrasings', 'en', 2].
 */
export interface LabCheck {
  severity: 'error' | 'warning';
  code: LabCheckCode;
  language?: Language;
  path: (string | number)[];
  params: Record<string, string | number>;
}

const KIND: Record<LabCheckCode, LabCheckKind> = {
  empty: 'complete',
  noPhrasings: 'complete',
  noRubric: 'complete',
  echo: 'echo',
  echoScore: 'echo',
  negation: 'negation',
  modelScore: 'model',
  modelCritical: 'model',
  criticalMissed: 'critical',
  criticalDenied: 'critical',
};
export const labCheckKind = (code: LabCheckCode): LabCheckKind => KIND[code];

const grade = (lab: LabFile, text: string, language: Language): GradeResult =>
  gradeWithRubric(lab.questions, transcriptOfText(text, language), { scenario: lab.scenario });
const said = (g: GradeResult, question: number, id: string): boolean => g.critical.some((c) => c.questionNumber === question && c.itemId === id);
const filled = (value: string | undefined): boolean => !!value?.trim();

/** What a lab must hold in each of its languages before it can be published. */
function completeness(lab: AuthoredLab, languages: Language[], perLanguageOnly: boolean): LabCheck[] {
  const out: LabCheck[] = [];
  const empty = (path: (string | number)[], language: Language) => out.push({ severity: 'error', code: 'empty', language, path: [...path, language], params: {} });
  for (const language of languages) {
    for (const field of ['title', 'subtitle', 'scenario'] as const) if (!filled(lab[field][language])) empty([field], language);
    lab.questions.forEach((q, qi) => {
      if (!filled(q.text[language])) empty(['questions', qi, 'text'], language);
      q.rubric.forEach((item, ri) => {
        const at = ['questions', qi, 'rubric', ri];
        if (!(item.phrasings[language] ?? []).some(filled)) out.push({ severity: 'error', code: 'noPhrasings', language, path: [...at, 'phrasings', language], params: {} });
        if (!filled(item.feedback.met[language])) empty([...at, 'feedback', 'met'], language);
        if (!filled(item.feedback.missed[language])) empty([...at, 'feedback', 'missed'], language);
      });
      (q.critical ?? []).forEach((item, ci) => {
        const at = ['questions', qi, 'critical', ci];
        if (!(item.phrasings[language] ?? []).some(filled)) out.push({ severity: 'error', code: 'noPhrasings', language, path: [...at, 'phrasings', language], params: {} });
        if (!filled(item.danger[language])) empty([...at, 'danger'], language);
      });
    });
  }
  if (!perLanguageOnly) lab.questions.forEach((q, qi) => {
    if (!q.rubric.length) out.push({ severity: 'error', code: 'noRubric', path: ['questions', qi, 'rubric'], params: {} });
  });
  return out;
}

/**
 * The content checks of the product (scripts/validate-content.ts runs them over content/labs,
 * the lab editor on every save), for each language the lab is written in:
 *   echo      a phrasing the scenario or its question already says earns nothing (error); the
 *             scenario plus the questions read aloud score below ECHO_LIMIT (error);
 *   negation  the opposite of a phrasing does not meet its item (warning);
 *   critical  a harmful phrasing said is recognised, its denial is not (warning);
 *   model     the model answers score at least MODEL_MIN (warning) and say nothing harmful (error).
 */
export function checkLab(input: AuthoredLab | LabFile, options: { only?: ReadonlySet<LabCheckKind>; languages?: Language[] } = {}): LabCheck[] {
  const runs = (kind: LabCheckKind) => !options.only || options.only.has(kind);
  const languages = labLanguages(input).filter((l) => !options.languages || options.languages.includes(l));
  const lab = toLabFile(input as AuthoredLab, input.labNumber ?? 1);
  const out: LabCheck[] = runs('complete') ? completeness(input as AuthoredLab, languages, !!options.languages) : [];

  for (const language of languages) {
    if (runs('echo')) {
      // The case text as the grader reads it (rubricGrader's echo rule): the scenario and every question.
      const caseText = [lab.scenario[language], ...lab.questions.map((q) => q.text[language])].join('\n');
      lab.questions.forEach((question, qi) => {
        question.rubric.forEach((item, ri) => {
          const phrasings = item.phrasings[language];
          const echoed = echoedPhrasings(caseText, phrasings, language);
          // Built-in labs list a few such words beside real ones (they earn nothing, harmlessly); an
          // item left with nothing else can never be earned.
          const severity = echoed.length && echoed.length === phrasings.filter(filled).length ? 'error' : 'warning';
          for (const phrasing of echoed) {
            out.push({ severity, code: 'echo', language, path: ['questions', qi, 'rubric', ri, 'phrasings', language, phrasings.indexOf(phrasing)], params: { phrasing } });
          }
        });
      });
      const text = [lab.scenario[language], ...lab.questions.map((q) => q.text[language])].join('\n');
      const g = grade(lab, text, language);
      if (g.uncappedScore >= ECHO_LIMIT) {
        const met = g.questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => `“${i.evidence?.phrasing}”`));
        out.push({ severity: 'error', code: 'echoScore', language, path: ['scenario', language], params: { score: g.uncappedScore, limit: ECHO_LIMIT, phrasings: met.join(', ') } });
      }
    }

    lab.questions.forEach((question, qi) => {
      if (runs('negation')) {
        question.rubric.forEach((item, ri) => {
          item.phrasings[language].forEach((phrasing, pi) => {
            if (!filled(phrasing)) return;
            // A negated phrasing's opposite must not meet the item at all. A positive phrasing's
            // negation must not meet it by a positive phrasing: an item may also list negative
            // ones ("nothing by mouth"), which a made-up "do not nil by mouth" rightly agrees with.
            const opp = opposite(phrasing, language);
            const flipped = opp ?? negate(phrasing, language);
            const met = grade(lab, flipped, language).questions[qi]?.items.find((i) => i.itemId === item.id);
            if (!met?.met || (!opp && met.evidence?.polarity === 'negative')) return;
            out.push({ severity: 'warning', code: 'negation', language, path: ['questions', qi, 'rubric', ri, 'phrasings', language, pi], params: { phrasing, flipped } });
          });
        });
      }
      if (runs('critical')) {
        (question.critical ?? []).forEach((item, ci) => {
          item.phrasings[language].forEach((phrasing, pi) => {
            if (!filled(phrasing)) return;
            const path = ['questions', qi, 'critical', ci, 'phrasings', language, pi];
            if (!said(grade(lab, phrasing, language), question.number, item.id)) out.push({ severity: 'warning', code: 'criticalMissed', language, path, params: { phrasing } });
            const negated = denial(phrasing, language);
            if (said(grade(lab, negated, language), question.number, item.id)) out.push({ severity: 'warning', code: 'criticalDenied', language, path, params: { phrasing, negated } });
          });
        });
      }
    });

    if (runs('model')) {
      const answer = lab.questions.map((q) => q.modelAnswer?.[language] ?? '').join('\n');
      if (!answer.trim()) continue;
      const g = grade(lab, answer, language);
      // Spoken, as a recogniser writes it: no punctuation to end a clause before a critical rule's words.
      const spoken = grade(lab, asHeard(answer), language);
      const findings = new Map([...g.critical, ...spoken.critical].map((c) => [`${c.questionNumber}/${c.itemId}`, c]));
      for (const c of findings.values()) {
        const qi = lab.questions.findIndex((q) => q.number === c.questionNumber);
        const ci = (lab.questions[qi].critical ?? []).findIndex((i) => i.id === c.itemId);
        const quote = asHeard(c.evidence.quote).trim();
        const own = lab.questions.findIndex((q) => asHeard(q.modelAnswer?.[language] ?? '').includes(quote));
        out.push({
          severity: 'error',
          code: 'modelCritical',
          language,
          path: ['questions', own >= 0 ? own : qi, 'modelAnswer', language],
          params: { quote: c.evidence.quote, question: c.questionNumber, item: ci + 1 },
        });
      }
      if (g.uncappedScore < MODEL_MIN) {
        const missed = g.questions.flatMap((q) => q.items.filter((i) => !i.met).map((i) => `${q.number}.${lab.questions[q.number - 1].rubric.findIndex((r) => r.id === i.itemId) + 1}`));
        const first = lab.questions.findIndex((q) => filled(q.modelAnswer?.[language]));
        out.push({ severity: 'warning', code: 'modelScore', language, path: ['questions', Math.max(first, 0), 'modelAnswer', language], params: { score: g.uncappedScore, min: MODEL_MIN, missed: missed.join(', ') } });
      }
    }
  }
  return out;
}

export const blocksPublishing = (checks: LabCheck[]): boolean => checks.some((c) => c.severity === 'error');
