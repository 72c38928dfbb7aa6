import type { Language } from '../i18n/languages.js';
import type { GradingText, Span } from './evidenceSearch.js';
import { packOf } from './language/index.js';
import { isUnspacedLanguage, tokenize } from './normalize.js';
import { countCues, cueWindow, polarityOf } from './polarity.js';
import type { Polarity } from './types.js';

/**
 * Key-concept rules of a critical ("must not say") item: the harmful act and its object said
 * together, in any words a rule lists, so that "I'd rub it firmly" meets "massage the calf" without
 * the item listing every sentence a student could make.
 *
 * A rule is groups joined by "+", each group alternatives joined by "|":
 *   "massage | rub + calf | leg"
 * Every group must be said, in one clause (a condition and the clause after it count as one),
 * within MAX_SPAN_TOKENS words. A rule that starts with
 * "~" names a harmful omission said negatively ("~ wash + after": "no need to wash your hands
 * afterwards"): its first group is the act, and a cue must stand right next to it.
 *
 * Harmful advice is asserted, not discussed: a positive rule is met only when no negation or
 * prohibition cue stands anywhere in its clause before it (up to GUARD_BEFORE content words) or
 * just after it ("sunbathing won't treat it", "ตากแดดไม่ช่วย").
 */
export interface ConceptRule {
  rule: string;
  polarity: Polarity;
  /** groups[g][a]: stems of an alternative (en/id) or its characters (th/zh/ja). */
  groups: string[][][];
}

/** Widest stretch, in tokens, that one rule's words may spread over. */
export const MAX_SPAN_TOKENS = 12;
/** Content words before a positive match scanned for a cue, within its clause. */
const GUARD_BEFORE = 8;
/** Content words after a positive match scanned for a cue, within its clause (Japanese: its own window). */
const GUARD_AFTER = 3;

const parsed = new Map<string, ConceptRule>();

export function parseConceptRule(rule: string, language: Language): ConceptRule {
  const key = `${language}\0${rule}`;
  const known = parsed.get(key);
  if (known) return known;
  const trimmed = rule.trim();
  const negative = trimmed.startsWith('~');
  const body = negative ? trimmed.slice(1) : trimmed;
  const groups = body
    .split('+')
    .map((group) =>
      group
        .split('|')
        .map((alternative) => tokenize(alternative.trim(), language))
        .filter((tokens) => tokens.length > 0)
        .map((tokens) => (isUnspacedLanguage(language) ? [tokens.map((t) => t.text).join('')] : tokens.map((t) => t.stem))),
    )
    .filter((group) => group.length > 0);
  const result: ConceptRule = { rule: trimmed, polarity: negative ? 'negative' : 'positive', groups };
  parsed.set(key, result);
  return result;
}

/** Token spans where one alternative occurs. */
function occurrences(alternative: string[], text: GradingText): Span[] {
  const { tokens, language, chars, charToken } = text.search;
  const found: Span[] = [];
  if (isUnspacedLanguage(language)) {
    const wholeWords = packOf(language).wholeWordMatches;
    const joined = chars.join('');
    const needle = alternative[0];
    // chars are code points; indexOf counts UTF-16 units: map through a code point index.
    const units: number[] = [];
    let unit = 0;
    for (const c of chars) {
      units.push(unit);
      unit += c.length;
    }
    for (let at = joined.indexOf(needle); at >= 0; at = joined.indexOf(needle, at + 1)) {
      const first = units.indexOf(at);
      if (first < 0) continue;
      const last = first + [...needle].length - 1;
      // Where a match must be whole words (Thai writes words together: "กด" is not inside
      // "กระแทกด้วย", "รอ" not inside "ถุงรองเลือด").
      if (wholeWords && first > 0 && charToken[first - 1] === charToken[first]) continue;
      if (wholeWords && last + 1 < chars.length && charToken[last + 1] === charToken[last]) continue;
      found.push({ firstToken: charToken[first], lastToken: charToken[last] });
    }
    return found;
  }
  for (let i = 0; i + alternative.length <= tokens.length; i++) {
    if (alternative.every((stem, k) => tokens[i + k].stem === stem)) found.push({ firstToken: i, lastToken: i + alternative.length - 1 });
  }
  return found;
}


/** Tokens after a contrast looked at for its "still". */
const STILL_REACH = 3;

/** Whether the contrast at token i concedes: its "still" follows with only function words between. */
function concedes(tokens: GradingText['search']['tokens'], i: number, language: Language): boolean {
  for (let j = i + 1; j <= i + STILL_REACH && j < tokens.length; j++) {
    if (startsWord(tokens, j, packOf(language).clauses.still)) return true;
    if (!tokens[j].stop) return false;
  }
  return false;
}

/**
 * Words that start the clause a condition governs when no punctuation marks it ("if the placenta
 * hasn't come out I'd just pull harder", "ถ้าเบ่งไม่ค่อยมีแรง หนูจะช่วยดันยอดมดลูก"): a cue in the
 * condition describes the situation and does not negate the advice.
 */


/**
 * Whether token i starts one of the words that break a statement. "でも" inside a phrase is
 * "even" ("入れたままでも大丈夫": fine even left in), not "but": it breaks only at the start of a
 * clause or after a sentence ending.
 */
function startsBreak(text: GradingText, i: number, list: readonly string[]): boolean {
  const { tokens, language } = text.search;
  if (!startsWord(tokens, i, list)) return false;
  const other = packOf(language).clauses.breakOnlyAfterSentenceEnd;
  const inside = other !== undefined && tokens[i].text === other.word && i > 0 && text.clause[i] === text.clause[i - 1] && !other.sentenceEnds.has(tokens[i - 1].text);
  return !inside;
}

/** Whether token i starts one of the words (a word may be split into two tokens: ไม่ + ให้). */
function startsWord(tokens: GradingText['search']['tokens'], i: number, list: readonly string[]): boolean {
  const one = tokens[i]?.text ?? '';
  const two = one + (tokens[i + 1]?.text ?? '');
  return list.some((w) => one === w || two === w);
}

const statementsOf = new WeakMap<GradingText, number[]>();

/** statement[i]: the clause of token i, a condition joined to the clause after it. */
function statements(text: GradingText): number[] {
  const known = statementsOf.get(text);
  if (known) return known;
  const { tokens, language } = text.search;
  const result: number[] = [];
  let id = -1;
  let joinNext = false;
  for (let i = 0; i < tokens.length; i++) {
    if (i === 0 || text.clause[i] !== text.clause[i - 1]) {
      const concession =
        (startsWord(tokens, i, packOf(language).clauses.contrast) && concedes(tokens, i, language)) ||
        (i > 0 && startsWord(tokens, i - 1, packOf(language).clauses.contrast) && concedes(tokens, i - 1, language));
      if (!joinNext && !concession) id = text.clause[i];
      joinNext = !joinNext && startsWord(tokens, i, packOf(language).clauses.conditionStart);
    }
    result.push(id);
  }
  statementsOf.set(text, result);
  return result;
}

/** Whether a condition opens token i's clause before it (the governed clause then starts at i). */
function conditionBefore(text: GradingText, i: number): boolean {
  const { tokens, language } = text.search;
  for (let j = i - 1; j >= 0 && text.clause[j] === text.clause[i]; j--) if (startsWord(tokens, j, packOf(language).clauses.conditionStart)) return true;
  return false;
}

/** Tokens in a clause of at most this many tokens are an aside ("Never, whatever happens, put..."). */
const ASIDE_TOKENS = 3;

function clauseLength(text: GradingText, clause: number): number {
  return text.clause.filter((c) => c === clause).length;
}

/**
 * Cue count from `before` content words before the span to `after` content words after it,
 * within its clause (asides crossed when `crossAsides`), stopping at a contrast before it or a
 * purpose after it when `breaks`.
 */
function cuesAround(text: GradingText, span: Span, before: number, after: number, guard = false): number {
  const { tokens, language } = text.search;
  const { clauses } = packOf(language);
  const near = (i: number, j: number): boolean => {
    if (text.clause[i] === text.clause[j]) return true;
    if (!guard) return false;
    // Going back across asides only: every clause between is short.
    for (let c = text.clause[i]; c < text.clause[j]; c++) if (clauseLength(text, c) > ASIDE_TOKENS) return false;
    return true;
  };
  let from = span.firstToken;
  for (let content = 0; from > 0 && near(from - 1, span.firstToken); ) {
    if (guard && startsBreak(text, from - 1, clauses.breakBefore)) break;
    if (guard && startsWord(tokens, from - 1, clauses.governedStart) && conditionBefore(text, from - 1)) break;
    if (!tokens[from - 1].stop && ++content > before) break;
    from--;
  }
  let to = span.lastToken;
  for (let content = 0; to + 1 < tokens.length && text.clause[to + 1] === text.clause[span.lastToken]; ) {
    if (guard && startsBreak(text, to + 1, clauses.breakAfter)) break;
    if (!tokens[to + 1].stop && ++content > after) break;
    to++;
  }
  const context = tokens.slice(from, Math.min(tokens.length, to + 4)).map((t) => t.text);
  return countCues(context, language, to + 1 - from, true);
}

/**
 * Whether words matched as harmful advice are asserted: no cue in their clause before them or just
 * after them. A harmful statement that is itself negative ("no need to wash") needs an odd count
 * in the usual polarity window.
 */
export function asserted(text: GradingText, span: Span, polarity: Polarity): boolean {
  const window = cueWindow(text.search.language);
  if (polarity === 'negative') return polarityOf(cuesAround(text, span, window.before, window.after)) === 'negative';
  return positiveGuard(text, span);
}

/** No cue in the clause before the words (asides crossed) or just after them, up to a contrast or a purpose. */
function positiveGuard(text: GradingText, span: Span): boolean {
  const window = cueWindow(text.search.language);
  const before = packOf(text.search.language).negation.followsVerb ? 0 : GUARD_BEFORE;
  return cuesAround(text, span, before, Math.max(window.after, GUARD_AFTER), true) === 0;
}

/**
 * A harmful omission ("~" rule): the act itself is negated by a cue right next to it ("no need
 * to wash", "ไม่ต้องล้างมือ", "不用洗手", "手洗いしなくて"), not by one that negates another verb
 * ("gloves cannot replace hand hygiene", "代わりにならず").
 */
function negatedAct(text: GradingText, act: Span): boolean {
  const followsVerb = packOf(text.search.language).negation.followsVerb;
  return polarityOf(cuesAround(text, act, followsVerb ? 0 : 1 + cueChainBefore(text, act), followsVerb ? 1 : 0, true)) === 'negative';
}

/**
 * Cue words standing right before the one next to the act: a chain of cues negates as a whole
 * ("ไม่ต้องหยุดกินยา", "don't stop taking them": do not stop, so keep taking).
 */
function cueChainBefore(text: GradingText, act: Span): number {
  const { tokens, language } = text.search;
  const isCue = (i: number): boolean => countCues([tokens[i].text], language) > 0;
  const sameClause = (i: number): boolean => i >= 0 && text.clause[i] === text.clause[act.firstToken];
  let next = act.firstToken - 1;
  while (sameClause(next) && tokens[next].stop && !isCue(next)) next--;
  if (!sameClause(next) || !isCue(next)) return 0;
  let chain = 0;
  for (let i = next - 1; sameClause(i); i--) {
    if (isCue(i)) chain++;
    else if (!tokens[i].stop) break;
  }
  return chain;
}

const overlaps = (a: Span, b: Span): boolean => a.firstToken <= b.lastToken && b.firstToken <= a.lastToken;

/** The first asserted occurrence of any rule (narrowest first), avoiding `used` words. */
export function findConcept(rules: readonly ConceptRule[], text: GradingText, used: readonly Span[] = []): { span: Span; rule: ConceptRule } | null {
  for (const rule of rules) {
    if (rule.groups.length < 2) continue;
    const options = rule.groups.map((group) => group.flatMap((alternative) => occurrences(alternative, text)).filter((s) => !used.some((u) => overlaps(u, s))));
    if (options.some((o) => !o.length)) continue;
    const statement = statements(text);
    const combos: { span: Span; act: Span }[] = [];
    const pick = (g: number, chosen: Span[]): void => {
      if (combos.length > 2000) return;
      if (g === options.length) {
        const span = { firstToken: Math.min(...chosen.map((s) => s.firstToken)), lastToken: Math.max(...chosen.map((s) => s.lastToken)) };
        combos.push({ span, act: chosen[0] });
        return;
      }
      for (const s of options[g]) {
        if (chosen.some((c) => overlaps(c, s) || statement[c.firstToken] !== statement[s.firstToken])) continue;
        const lo = Math.min(s.firstToken, ...chosen.map((c) => c.firstToken));
        const hi = Math.max(s.lastToken, ...chosen.map((c) => c.lastToken));
        if (hi - lo + 1 > MAX_SPAN_TOKENS) continue;
        pick(g + 1, [...chosen, s]);
      }
    };
    pick(0, []);
    const width = (s: Span): number => s.lastToken - s.firstToken;
    combos.sort((a, b) => width(a.span) - width(b.span) || a.span.firstToken - b.span.firstToken);
    const ok = (c: { span: Span; act: Span }): boolean => (rule.polarity === 'negative' ? negatedAct(text, c.act) : positiveGuard(text, c.span));
    const inner = (c: { span: Span }): boolean => {
      const { tokens, language } = text.search;
      for (let i = c.span.firstToken + 1; i < c.span.lastToken; i++) if (startsBreak(text, i, packOf(language).clauses.innerBreak) && !concedes(tokens, i, language)) return true;
      return false;
    };
    const found = combos.find((c) => !inner(c) && ok(c));
    if (found) return { span: found.span, rule };
  }
  return null;
}
