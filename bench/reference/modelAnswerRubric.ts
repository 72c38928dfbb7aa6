import { PASS_MARK } from '../../core/src/constants.js';
import type { LocalizedPhrasings, LocalizedText, Question, RubricItem } from '../../core/src/content/labSchema.js';
import { LANGUAGES, type Language } from '../../core/src/i18n/languages.js';
import { gradingText, gradingTextOf, matchPolarity, type GradingText } from '../../core/src/grading/evidenceSearch.js';
import { englishSpecificity } from './englishFrequency.js';
import { englishRelatives } from './englishLexicon.js';
import { keyContent, type KeyTerm } from '../../core/src/grading/keyContent.js';
import { contradicts, MEANING_WEIGHT, meaningShare, type ReferenceSimilarity } from './meaningShare.js';
import { countCues } from '../../core/src/grading/polarity.js';
import { isUnspacedLanguage, tokenize, type Token } from '../../core/src/grading/normalize.js';
import { DEFAULT_MATCH_THRESHOLD, gradeWithRubric, type RubricGradeOptions } from '../../core/src/grading/rubricGrader.js';
import { wordSimilarity } from '../../core/src/grading/similarity.js';
import { transcriptWords } from '../../core/src/grading/transcriptText.js';
import type { GradeResult, Transcript } from '../../core/src/grading/types.js';

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

/**
 * Verbs and phrases that negate what follows without a negation word ("eliminates copying",
 * "paracetamol instead of aspirin"): a word the model answer only says negated is met by them too.
 */
const IMPLIED_NEGATION: Partial<Record<Language, string[]>> = {
  en: ['eliminate', 'prevent', 'instead of', 'rather than', 'unnecessary'],
};

/**
 * The same verbs and words as negation cues wherever they stand in the cue window, in the answer
 * and in the model answer alike: "eliminates the need to copy large amounts of data" negates
 * "copy", as "does not need to copy" would. Not "rather" ("rather large").
 */
const IMPLIED_CUES: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['eliminate', 'eliminates', 'eliminated', 'eliminating', 'prevent', 'prevents', 'prevented', 'preventing', 'instead', 'unnecessary']),
};

/** A text read with the language's implied cues, as derived items and the model answer are. */
function withImpliedCues(text: GradingText, language: Language): GradingText {
  const cues = IMPLIED_CUES[language];
  return cues ? { ...text, extraCues: cues } : text;
}

/**
 * A word related to a key word in a general lexicon (WordNet: "declaration" for "declare", a
 * synonym of its most frequent sense, the negated antonym: "not limited" for "unlimited") is
 * weaker evidence than the word itself: it meets the item for this share of its weight.
 */
export const RELATIVE_CREDIT = 0.5;

/** The phrasings of a derived item that earn it whole (the key word itself); the others are relatives. */
const fullCredit = new WeakMap<RubricItem, ReadonlySet<string>>();

/**
 * The share of a derived item's weight that meeting it with `phrasing` earns: 1 for the key
 * word itself, RELATIVE_CREDIT for a relative from the lexicon; 1 for any other rubric's items.
 */
export function phrasingCredit(item: RubricItem, phrasing: string): number {
  const full = fullCredit.get(item);
  return !full || full.has(phrasing) ? 1 : RELATIVE_CREDIT;
}

const every = <T>(make: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, make(l)])) as Record<Language, T>;

/** The weight of the most frequent English words: they still name something the model answer says. */
const LEAST_SPECIFIC_WEIGHT = 0.1;

/**
 * An English key word weighs by how specific it is in general language (WordNet's word
 * frequencies: "large" less than "array"), where its length and a list of common words are
 * all other languages have (keyContent's weight).
 */
function termWeight(term: KeyTerm, language: Language): number {
  const specificity = language === 'en' ? englishSpecificity(term.phrase) : null;
  return specificity === null ? term.weight : LEAST_SPECIFIC_WEIGHT + (1 - LEAST_SPECIFIC_WEIGHT) * specificity;
}

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
    .map((t) => ({ ...t, weight: termWeight(t, language) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, options.maxItems ?? 30);
  // An item is one key word, not a statement: a word the model answer says is credited
  // whatever the words around it in the answer ("no base case" still names the base case), but
  // a word the model answer only ever negates ("withhold digoxin", "does not create one") is
  // credited only when the answer negates it too.
  const text = withImpliedCues(gradingTextOf(modelAnswer, language), language);
  const polarities = (stem: string): Set<'positive' | 'negative'> => {
    const found = new Set<'positive' | 'negative'>();
    text.search.tokens.forEach((t, i) => {
      if (t.stem === stem) found.add(matchPolarity(text, { firstToken: i, lastToken: i }));
    });
    return found.size ? found : new Set(['positive']);
  };
  const ids = new Set<string>();
  const termStems = new Set(terms.map((t) => t.tokens[0].stem));
  const termTokens = terms.map((t) => t.tokens[0]);
  const negate = (words: string[]): string[] => words.map((w) => NEGATED[language](w));
  const implied = (words: string[]): string[] => (IMPLIED_NEGATION[language] ?? []).flatMap((cue) => words.map((w) => `${cue} ${w}`));
  return terms.map((term, index) => {
    const slug = term.phrase.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    const id = slug && !ids.has(slug) ? slug : `term-${index + 1}`;
    ids.add(id);
    // Relatives from the lexicon; another key word of the model answer is its own item, never a
    // relative, and neither is a word that a key word itself meets as a spelling ("behavior" for
    // "behaviour", "definition" for the misspelt "defintion"): said, it earns that key word whole.
    const stem = term.tokens[0].stem;
    const isKeyWord = (t: Token): boolean =>
      t.stem === stem || termStems.has(t.stem) || termTokens.some((k) => wordSimilarity(t, k) >= DEFAULT_MATCH_THRESHOLD);
    const isRelative = (w: string): boolean => {
      const tokens = tokenize(w, language);
      return tokens.some((t) => !t.stop) && !tokens.some(isKeyWord);
    };
    const lexicon = language === 'en' ? englishRelatives(term.phrase) : { related: [], antonyms: [] };
    const related = lexicon.related.filter(isRelative);
    // An antonym said negated: "not limited" says "unlimited". Not the antonym itself for a word
    // the model answer negates: "not large" is not "small" when the scope is the whole phrase.
    const antonyms = lexicon.antonyms.filter(isRelative);
    // A word that is itself a cue ("avoids", "withhold") carries its own polarity.
    const isCue = countCues([term.tokens[0].text], language) > 0;
    let exact: string[];
    let relatives: string[];
    if (isCue) {
      exact = [term.phrase];
      relatives = related;
    } else if (polarities(stem).has('positive')) {
      exact = [term.phrase, ...negate([term.phrase])];
      relatives = [...related, ...negate(related), ...negate(antonyms)];
    } else {
      exact = [...negate([term.phrase]), ...implied([term.phrase])];
      relatives = [...negate(related), ...implied(related)];
    }
    const forms = [...exact, ...relatives];
    const phrasings: LocalizedPhrasings = every(() => forms);
    const met: LocalizedText = every((l) => MET[l](forms[0]));
    const missed: LocalizedText = every((l) => MISSED[l](forms[0]));
    const item: RubricItem = { id, weight: Math.round(term.weight * 100) / 100, phrasings, feedback: { met, missed } };
    fullCredit.set(item, new Set(exact));
    return item;
  });
}

/**
 * A derived rubric lists every key word of the model answer, and a full answer says many of
 * them, not all: the share of key-word weight said is raised to this power (0.4: a third of it
 * scores 64). Chosen on Mohler assignments 1-6 only (bench/mohler), from 1, 0.5, 0.4, 0.35.
 */
export const MODEL_ANSWER_CURVE = 0.4;

export interface ModelAnswerGradeOptions extends RubricGradeOptions {
  /** Per question (by index), when a sentence encoder has read the answer; otherwise key words alone. */
  similarity?: readonly (ReferenceSimilarity | undefined)[];
}

/**
 * Grade a spoken answer against the questions' model answers (reference-answer mode), with
 * rubrics derived by rubricFromModelAnswer. Questions without a model answer keep their rubric.
 */
export function gradeWithModelAnswers(questions: Question[], transcript: Transcript, options: ModelAnswerGradeOptions = {}): GradeResult {
  const { similarity, ...rubricOptions } = options;
  const language = transcript.language;
  const derived = questions.map((q) => {
    const answer = q.modelAnswer?.[language] ?? q.modelAnswer?.en;
    if (!answer) return q;
    const rubric = rubricFromModelAnswer(answer, q.modelAnswer?.[language] ? language : 'en', { question: q.text[language] ?? q.text.en });
    return rubric.length ? { ...q, rubric } : q;
  });
  // Derived items only: a lab's own rubric keeps its phrasings' cues.
  const cueWords = IMPLIED_CUES[language];
  const grade = gradeWithRubric(
    derived,
    transcript,
    cueWords ? { ...rubricOptions, itemCues: { words: cueWords, applies: (item) => fullCredit.has(item) } } : rubricOptions,
  );
  let answerText: GradingText | null = null;
  const cuedAnswer = (): GradingText => (answerText ??= withImpliedCues(gradingText(transcriptWords(transcript), language), language));
  // gradeWithRubric's formula (points x met weight / all weight), each item met with the
  // credit of the phrasing that met it; with a sentence encoder's reading, part meaning.
  const earned = grade.questions.map((result, qi) => {
    const rubric = derived[qi].rubric;
    const all = rubric.reduce((sum, i) => sum + i.weight, 0);
    const met = result.items.reduce((sum, r, k) => sum + (r.evidence ? rubric[k].weight * phrasingCredit(rubric[k], r.evidence.phrasing) : 0), 0);
    const keyShare = all > 0 ? met / all : 0;
    const reading = similarity?.[qi];
    if (!reading || derived[qi] === questions[qi]) return result.points * keyShare;
    const modelAnswer = questions[qi].modelAnswer?.[language] ?? '';
    const meaning = contradicts(withImpliedCues(gradingTextOf(modelAnswer, language), language), cuedAnswer()) ? 0 : meaningShare(reading);
    return result.points * ((1 - MEANING_WEIGHT) * keyShare + MEANING_WEIGHT * meaning);
  });
  const questionResults = grade.questions.map((result, qi) => ({ ...result, earned: Math.round(earned[qi] * 100) / 100 }));
  const totalPoints = grade.questions.reduce((sum, q) => sum + q.points, 0);
  const share = totalPoints > 0 ? earned.reduce((sum, e) => sum + e, 0) / totalPoints : 0;
  const uncappedScore = Math.round(100 * share ** MODEL_ANSWER_CURVE * 10) / 10;
  const score = grade.critical.length ? Math.min(uncappedScore, grade.score) : uncappedScore;
  return { ...grade, questions: questionResults, uncappedScore, score, isPass: score >= PASS_MARK, mode: 'reference' };
}
