import { matchPolarity, type GradingText } from '../../core/src/grading/evidenceSearch.js';
import { countCues } from '../../core/src/grading/polarity.js';

/**
 * How close an answer's meaning is to a model answer, from a sentence encoder's cosine
 * similarities (bench/reference/sentenceEncoder.ts): key words miss paraphrases ("as many
 * as you want" for "an unlimited number").
 */
export interface ReferenceSimilarity {
  /** The answer to the model answer. */
  answer: number;
  /** The closest case text (the question, the scenario, both) to the model answer: what saying the case back reaches. */
  caseText: number;
}

/**
 * The share of a derived question's score that comes from meaning rather than key words.
 * Chosen on Mohler assignments 1-6 only (bench/mohler), from 0.1 / 0.2 / 0.3.
 */
export const MEANING_WEIGHT = 0.2;

/**
 * The meaning share of an answer: how much closer to the model answer it comes than the case
 * itself does, so reading the question or scenario back earns nothing (issue 10, echo).
 */
export function meaningShare(similarity: ReferenceSimilarity): number {
  const room = 1 - similarity.caseText;
  if (room <= 0) return 0;
  return Math.min(1, Math.max(0, (similarity.answer - similarity.caseText) / room));
}

interface Stance {
  /** The first content word after a negation cue, in its clause: "withhold digoxin", "not included", "avoids making". */
  denied: Set<string>;
  /** Content words said unnegated. */
  plain: Set<string>;
}

/** What a text denies and what it says plainly, by stem. The rest of a cue's scope is named, not denied ("copies of large data"). */
function stanceOf(text: GradingText): Stance {
  const { tokens, language } = text.search;
  const isCue = (word: string): boolean => countCues([word], language) > 0 || (text.extraCues?.has(word) ?? false);
  const denied = new Set<string>();
  const plain = new Set<string>();
  tokens.forEach((t, i) => {
    if (!isCue(t.text)) {
      if (!t.stop && matchPolarity(text, { firstToken: i, lastToken: i }) === 'positive') plain.add(t.stem);
      return;
    }
    const head = tokens.findIndex((u, j) => j > i && !u.stop && !isCue(u.text));
    if (head >= 0 && text.clause[head] === text.clause[i]) denied.add(tokens[head].stem);
  });
  return { denied, plain };
}

/**
 * One text says plainly, and never denies, what the other only denies: "give the digoxin"
 * against "withhold the digoxin", "do not give oxytocin" against "give oxytocin". A sentence
 * encoder reads such a pair as close, so the answer earns no meaning share.
 */
export function contradicts(modelAnswer: GradingText, answer: GradingText): boolean {
  const model = stanceOf(modelAnswer);
  const said = stanceOf(answer);
  const onlyDenied = (s: Stance): string[] => [...s.denied].filter((stem) => !s.plain.has(stem));
  const onlyPlain = (s: Stance, stem: string): boolean => s.plain.has(stem) && !s.denied.has(stem);
  return onlyDenied(model).some((stem) => onlyPlain(said, stem)) || onlyDenied(said).some((stem) => onlyPlain(model, stem));
}
