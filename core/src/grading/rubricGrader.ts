import { PASS_MARK } from '../constants.js';
import type { Question, RubricItem } from '../content/labSchema.js';
import type { Language } from '../i18n/languages.js';
import { findEvidence, gradingText, gradingTextOf, preparePhrasing, type Found, type GradingText, type PreparedPhrasing, type Span } from './evidenceSearch.js';
import type { MatchOptions } from './match.js';
import { tokenize } from './normalize.js';
import { asserted, findConcept, parseConceptRule } from './criticalConcepts.js';
import { countCues, cueWindow } from './polarity.js';
import { answerStretches, type Placed } from './questionStretch.js';
import { quoteWords, transcriptWords } from './transcriptText.js';
import type { CriticalFinding, GradeResult, ItemEvidence, ItemResult, Polarity, QuestionResult, Transcript, TranscriptWord } from './types.js';
import { explainedBy } from '../release/unexplained.js';

/** Recorded on every result: a change to matching or scoring changes this. */
export const GRADER_VERSION = 'nurselab-grader-2.5.4';

/** An item counts as met when its best phrasing matches at least this well. */
export const DEFAULT_MATCH_THRESHOLD = 0.8;

/**
 * Harmful advice is flagged only when said nearly word for word: a false flag fails a correct
 * answer ("gloves, so wash hands" is not "gloves replace hand washing").
 */
export const CRITICAL_MATCH_THRESHOLD = 0.9;

/** The highest score an answer holding harmful advice can get: below the pass mark. */
export const CRITICAL_SCORE_CAP = PASS_MARK - 1;

export interface RubricGradeOptions extends Omit<MatchOptions, 'accept'> {
  threshold?: number;
  /** The lab's scenario: phrasings it already contains describe the case and earn nothing. */
  scenario?: Partial<Record<Language, string>>;
  /** Words that negate what follows when the rubric items `applies` picks (never critical ones) are looked for. */
  itemCues?: { words: ReadonlySet<string>; applies: (item: RubricItem) => boolean };
}

function localized<T>(values: Partial<Record<Language, T>>, language: Language): T | undefined {
  return values[language] ?? values.en;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

const ENDS_CLAUSE = /[,.;:!?，。；：！？、]\s*$/u;

/**
 * The words to quote for a match: a negative match's own words leave out the cue that made it
 * negative ("draught" of "no draught"), which would read as the opposite of what was said, so
 * the quote reaches back (forward, in Japanese) to that cue, within its clause.
 */
function quotedWords(first: number, last: number, polarity: Polarity, words: TranscriptWord[], language: Language): { first: number; last: number } {
  if (polarity === 'positive') return { first, last };
  const { before, after } = cueWindow(language);
  const isCue = (i: number) => countCues(tokenize(words[i].text, language).map((t) => t.text), language) > 0;
  let from = first;
  for (let i = first - 1; i >= Math.max(0, first - before) && !ENDS_CLAUSE.test(words[i].text); i--) if (isCue(i)) from = i;
  let to = last;
  for (let i = last + 1; i <= Math.min(words.length - 1, last + after) && !ENDS_CLAUSE.test(words[i - 1].text); i++) if (isCue(i)) to = i;
  return { first: from, last: to };
}

function evidenceOf(found: Found, words: TranscriptWord[], language: Language): ItemEvidence {
  const { match, prepared } = found;
  const quoted = quotedWords(match.firstWord, match.lastWord, prepared.polarity, words, language);
  return {
    quote: quoteWords(words, quoted.first, quoted.last, language),
    start: words[quoted.first].start,
    end: words[quoted.last].end,
    phrasing: prepared.phrasing,
    similarity: Math.round(match.similarity * 1000) / 1000,
    polarity: prepared.polarity,
  };
}

/** Evidence of a key-concept match: its words as spoken, from its first to its last token. */
function conceptEvidence(span: Span, rule: string, polarity: Polarity, text: GradingText, words: TranscriptWord[], language: Language): ItemEvidence {
  const { tokens } = text.search;
  const quoted = quotedWords(tokens[span.firstToken].first, tokens[span.lastToken].last, polarity, words, language);
  return {
    quote: quoteWords(words, quoted.first, quoted.last, language),
    start: words[quoted.first].start,
    end: words[quoted.last].end,
    phrasing: rule,
    similarity: 1,
    polarity,
  };
}

/**
 * A critical phrasing is searched as written, its cues where they stand: "give the morphine
 * without checking her sedation" must not be met by "...not a complication. Before giving
 * morphine I check her sedation" (the cue of another sentence, the punctuation lost by the
 * recogniser), as its core without the cue would be.
 */
function asWritten(p: PreparedPhrasing): PreparedPhrasing {
  return p.forms.length > 1 ? { ...p, forms: [p.forms[p.forms.length - 1]], trailingCue: false } : p;
}

interface Searchable {
  questionNumber: number;
  id: string;
  phrasings: PreparedPhrasing[];
  /** Searched with options.itemCues. */
  cued: boolean;
}

/** Echo decisions per case text and phrasing: the same lab is graded again and again. */
const echoCache = new Map<string, Map<string, boolean>>();
const ECHO_CACHE_TEXTS = 64;

/**
 * Phrasings the case text itself would meet: saying the scenario or the question back is not
 * an answer, so these earn nothing.
 */
function echoFilter(caseText: string, language: Language, threshold: number): (p: PreparedPhrasing) => boolean {
  if (!caseText) return () => true;
  const key = `${language}\0${threshold}\0${caseText}`;
  let decided = echoCache.get(key);
  if (!decided) {
    if (echoCache.size >= ECHO_CACHE_TEXTS) echoCache.clear();
    decided = new Map();
    echoCache.set(key, decided);
  }
  const known = decided;
  let text: GradingText | null = null;
  return (p) => {
    let keep = known.get(p.phrasing);
    if (keep === undefined) {
      text ??= gradingTextOf(caseText, language);
      const found = findEvidence([p], text, { maxInsertions: 1 });
      keep = !found || found.match.similarity < threshold;
      known.set(p.phrasing, keep);
    }
    return keep;
  };
}

/**
 * The phrasings the case text (scenario and questions) already says, by the grader's own echo
 * rule: a student reading the case aloud would say them, so they earn nothing.
 */
export function echoedPhrasings(caseText: string, phrasings: string[], language: Language, threshold = DEFAULT_MATCH_THRESHOLD): string[] {
  const notEcho = echoFilter(caseText, language, threshold);
  return phrasings.filter((p) => p.trim() && !notEcho(preparePhrasing(p, language)));
}

/**
 * Grade one spoken answer against every question's rubric. The recording answers all
 * questions at once, so items are looked for in the whole transcript, with these rules:
 * - a phrasing is met only by words of the same polarity ("withhold digoxin" by "do not give
 *   digoxin", never by "give digoxin");
 * - a critical ("must not say") item said caps the score below the pass mark;
 * - words of the scenario and question text earn nothing when merely repeated;
 * - a stretch of the transcript earns at most one item;
 * - an item belongs to its question: words inside the answer to another question earn it nothing
 *   (questionStretch.ts).
 */
export function gradeWithRubric(questions: Question[], transcript: Transcript, options: RubricGradeOptions = {}): GradeResult {
  const language = transcript.language;
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const words = transcriptWords(transcript);
  const text = gradingText(words, language);
  const caseParts = [localized(options.scenario ?? {}, language), ...questions.map((q) => localized(q.text, language))].filter(Boolean);
  const notEcho = echoFilter(caseParts.join('\n'), language, threshold);
  const search = { maxInsertions: options.maxInsertions };
  const used: Span[] = [];

  const prepare = (phrasings: string[] | undefined): PreparedPhrasing[] =>
    (phrasings ?? []).map((p) => preparePhrasing(p, language)).filter(notEcho);

  // Harmful advice first: its words are then spent and earn no rubric item. Its phrasings are
  // searched even when the scenario itself describes the misconception: a student who says it
  // gives the advice, whoever said it first.
  const critical: CriticalFinding[] = [];
  for (const question of questions) {
    for (const item of question.critical ?? []) {
      const phrasings = (localized(item.phrasings, language) ?? []).map((p) => asWritten(preparePhrasing(p, language)));
      const found = findEvidence(phrasings, text, { ...search, used });
      let evidence: ItemEvidence | null = null;
      if (found && found.match.similarity >= Math.max(threshold, CRITICAL_MATCH_THRESHOLD) && asserted(text, found.match, found.prepared.polarity)) {
        used.push(found.match);
        evidence = evidenceOf(found, words, language);
      } else {
        const rules = (item.concepts?.[language] ?? []).map((r) => parseConceptRule(r, language));
        const concept = findConcept(rules, text, used);
        if (concept) {
          used.push(concept.span);
          evidence = conceptEvidence(concept.span, concept.rule.rule, concept.rule.polarity, text, words, language);
        }
      }
      if (!evidence) continue;
      critical.push({ questionNumber: question.number, itemId: item.id, danger: localized(item.danger, language) ?? '', evidence });
    }
  }

  // Items claim their words best match first, so one phrase said once meets one item.
  const items: Searchable[] = questions.flatMap((q) =>
    q.rubric.map((item) => ({
      questionNumber: q.number,
      id: item.id,
      phrasings: prepare(localized(item.phrasings, language)),
      cued: options.itemCues?.applies(item) ?? false,
    })),
  );
  const cued: GradingText | null = options.itemCues?.words.size ? { ...text, extraCues: options.itemCues.words } : null;
  const textFor = (item: Searchable): GradingText => (cued && item.cued ? cued : text);
  const firstLook = items.map((item) => findEvidence(item.phrasings, textFor(item), { ...search, used })?.match.similarity ?? 0);
  const order = items.map((_, i) => i).sort((a, b) => firstLook[b] - firstLook[a] || a - b);
  const placed = new Map<number, Placed & { found: Found }>();
  for (const i of order) {
    if (firstLook[i] < threshold) continue;
    const found = findEvidence(items[i].phrasings, textFor(items[i]), { ...search, used });
    if (!found || found.match.similarity < threshold) continue;
    used.push(found.match);
    placed.set(i, { questionNumber: items[i].questionNumber, span: found.match, found });
  }
  // An item met inside another question's answer looks again, in its own question's answer.
  const { strays, outside } = answerStretches([...placed.values()], text.search.tokens.length);
  const moving = [...placed.entries()].filter(([, p]) => strays.has(p));
  for (const [i, p] of moving) {
    placed.delete(i);
    used.splice(used.indexOf(p.found.match), 1);
  }
  for (const [i, p] of moving) {
    const found = findEvidence(items[i].phrasings, textFor(items[i]), { ...search, used: [...used, ...outside(p.questionNumber)] });
    if (!found || found.match.similarity < threshold) continue;
    used.push(found.match);
    placed.set(i, { ...p, span: found.match, found });
  }
  const evidence = new Map<string, ItemEvidence>();
  for (const [i, p] of placed) evidence.set(`${items[i].questionNumber}\0${items[i].id}`, evidenceOf(p.found, words, language));

  const results: QuestionResult[] = questions.map((question) => {
    const itemResults: ItemResult[] = question.rubric.map((item) => {
      const found = evidence.get(`${question.number}\0${item.id}`) ?? null;
      return {
        questionNumber: question.number,
        itemId: item.id,
        weight: item.weight,
        met: found !== null,
        evidence: found,
        feedback: localized(found ? item.feedback.met : item.feedback.missed, language) ?? '',
      };
    });
    const totalWeight = itemResults.reduce((sum, i) => sum + i.weight, 0);
    const metWeight = itemResults.filter((i) => i.met).reduce((sum, i) => sum + i.weight, 0);
    const earned = totalWeight > 0 ? (question.points * metWeight) / totalWeight : 0;
    return { number: question.number, points: question.points, earned, items: itemResults };
  });

  const totalPoints = results.reduce((sum, q) => sum + q.points, 0);
  const earnedPoints = results.reduce((sum, q) => sum + q.earned, 0);
  const uncappedScore = totalPoints > 0 ? round1((earnedPoints / totalPoints) * 100) : 0;
  const score = critical.length ? Math.min(uncappedScore, CRITICAL_SCORE_CAP) : uncappedScore;
  const allItems = results.flatMap((q) => q.items);
  return {
    score,
    uncappedScore,
    critical,
    isPass: score >= PASS_MARK,
    questions: results.map((q) => ({ ...q, earned: Math.round(q.earned * 100) / 100 })),
    pros: allItems.filter((i) => i.met).map((i) => i.feedback),
    recommendations: [...critical.map((c) => c.danger), ...allItems.filter((i) => !i.met).map((i) => i.feedback)],
    graderVersion: GRADER_VERSION,
    mode: 'rubric',
    explained: explainedBy({ questions, scenario: options.scenario }, transcript),
  };
}
