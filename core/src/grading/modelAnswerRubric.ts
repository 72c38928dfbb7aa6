import { PASS_MARK } from '../constants.js';
import type { LocalizedPhrasings, LocalizedText, Question, RubricItem } from '../content/labSchema.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { gradingTextOf, matchPolarity } from './evidenceSearch.js';
import { keyContent } from './keyContent.js';
import { countCues } from './polarity.js';
import { isUnspacedLanguage } from './normalize.js';
import { gradeWithRubric, type RubricGradeOptions } from './rubricGrader.js';
import type { GradeResult, Transcript } from './types.js';

const MET: Record<Language, (term: string) => string> = {
  th: (t) => `คุณกล่าวถึง "${t}" แล้ว`,
  zh: (t) => `你提到了“${t}”。`,
  en: (t) => `You covered "${t}".`,
  ja: (t) => `「${t}」に触れています。`,
  id: (t) => `Anda sudah menyebutkan "${t}".`,
};

const MISSED: Record<Language, (term: string) => string> = {
  th: (t) => `ควรกล่าวถึง "${t}"`,
  zh: (t) => `建议提到“${t}”。`,
  en: (t) => `Mention "${t}".`,
  ja: (t) => `「${t}」にも触れましょう。`,
  id: (t) => `Sebutkan juga "${t}".`,
};

/** A word said with a negation, in each language's usual order. */
const NEGATED: Record<Language, (term: string) => string> = {
  th: (t) => `ไม่${t}`,
  zh: (t) => `不${t}`,
  en: (t) => `not ${t}`,
  ja: (t) => `${t}ない`,
  id: (t) => `tidak ${t}`,
};

const every = <T>(make: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, make(l)])) as Record<Language, T>;

export interface ModelAnswerRubricOptions {
  /** The question, whose words are not worth an item of their own. */
  question?: string;
  maxItems?: number;
}

/**
 * A rubric made from a model answer written in `language`: one item per key word, weighted
 * by how specific the word is, so an answer graded against it carries evidence like any
 * rubric. The phrasings are in `language` only (copied to every language to satisfy the
 * schema), so grade answers in that same language with it.
 */
export function rubricFromModelAnswer(
  modelAnswer: string,
  language: Language,
  options: ModelAnswerRubricOptions = {},
): RubricItem[] {
  const minLength = isUnspacedLanguage(language) ? 2 : 3;
  // Words the question already holds are dropped: saying the question back earns nothing.
  const questionFactor = 0.2;
  const terms = keyContent(modelAnswer, language, { question: options.question, questionFactor })
    .words.filter((t) => [...t.phrase].length >= minLength && t.weight > questionFactor)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, options.maxItems ?? 30);
  // An item is one key word, not a statement: a word the model answer says is credited
  // whatever the words around it in the answer ("no base case" still names the base case), but
  // a word the model answer only ever negates ("withhold digoxin", "does not create one") is
  // credited only when the answer negates it too.
  const text = gradingTextOf(modelAnswer, language);
  const polarities = (stem: string): Set<'positive' | 'negative'> => {
    const found = new Set<'positive' | 'negative'>();
    text.search.tokens.forEach((t, i) => {
      if (t.stem === stem) found.add(matchPolarity(text, { firstToken: i, lastToken: i }));
    });
    return found.size ? found : new Set(['positive']);
  };
  const ids = new Set<string>();
  return terms.map((term, index) => {
    const slug = term.phrase.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    const id = slug && !ids.has(slug) ? slug : `term-${index + 1}`;
    ids.add(id);
    const negated = NEGATED[language](term.phrase);
    // A word that is itself a cue ("avoids", "withhold") carries its own polarity.
    const isCue = countCues([term.tokens[0].text], language) > 0;
    const forms = isCue ? [term.phrase] : polarities(term.tokens[0].stem).has('positive') ? [term.phrase, negated] : [negated];
    const phrasings: LocalizedPhrasings = every(() => forms);
    const met: LocalizedText = every((l) => MET[l](forms[0]));
    const missed: LocalizedText = every((l) => MISSED[l](forms[0]));
    return { id, weight: Math.round(term.weight * 100) / 100, phrasings, feedback: { met, missed } };
  });
}

/**
 * A derived rubric lists every key word of the model answer, and a full answer says many of
 * them, not all: the share of key-word weight said is raised to this power (0.4: a third of it
 * scores 64). Chosen on Mohler assignments 1-6 only (bench/mohler), from 1, 0.5, 0.4, 0.35.
 */
export const MODEL_ANSWER_CURVE = 0.4;

/**
 * Grade a spoken answer against the questions' model answers (reference-answer mode), with
 * rubrics derived by rubricFromModelAnswer. Questions without a model answer keep their rubric.
 */
export function gradeWithModelAnswers(questions: Question[], transcript: Transcript, options: RubricGradeOptions = {}): GradeResult {
  const language = transcript.language;
  const derived = questions.map((q) => {
    const answer = q.modelAnswer?.[language] ?? q.modelAnswer?.en;
    if (!answer) return q;
    const rubric = rubricFromModelAnswer(answer, q.modelAnswer?.[language] ? language : 'en', { question: q.text[language] ?? q.text.en });
    return rubric.length ? { ...q, rubric } : q;
  });
  const grade = gradeWithRubric(derived, transcript, options);
  const uncappedScore = Math.round(100 * (grade.uncappedScore / 100) ** MODEL_ANSWER_CURVE * 10) / 10;
  const score = grade.critical.length ? Math.min(uncappedScore, grade.score) : uncappedScore;
  return { ...grade, uncappedScore, score, isPass: score >= PASS_MARK, mode: 'reference' };
}
