import type { Language, Question, RubricItem } from '@nurselab/core';

/** How much of the rubric a demo answer says: all of it, or the first item of each question. */
export type DemoCoverage = 'full' | 'weak';

/**
 * A short spoken answer cut from the model answers: for each rubric item, the clause of the
 * model answer that says it (or, when no clause carries one of its phrasings word for word, the
 * phrasing itself). A full answer says a clause for every item and should pass; a weak one only
 * for the first item of each question, earns a little and fails. Much shorter than the
 * model answers, so the demo recordings are quick to make and to transcribe, and still natural
 * sentences, which a recogniser without hints hears far better than a list of keywords.
 */
export function demoAnswerText(questions: Question[], language: Language, coverage: DemoCoverage): string {
  const unspaced = language === 'th';
  return questions
    .map((question) => {
      const items = coverage === 'full' ? question.rubric : question.rubric.slice(0, 1);
      const clauses = clausesOf(question.modelAnswer?.[language] ?? '', unspaced);
      const chosen = new Set<string>();
      for (const item of items) chosen.add(clauseFor(item, clauses, language) ?? longest(item.phrasings[language] ?? []));
      const ordered = [...chosen].sort((a, b) => order(clauses, a) - order(clauses, b)).filter(Boolean);
      return unspaced ? ordered.join(' ') : ordered.map((c) => c.replace(/[,;:]$/, '')).join(', ').replace(/[.!?]?$/, '.');
    })
    .join(unspaced ? '  ' : ' ');
}

/** Thai separates clauses with spaces; the other languages here with punctuation. */
function clausesOf(text: string, unspaced: boolean): string[] {
  return text.split(unspaced ? /\s+/ : /(?<=[,.;:!?])\s+/).filter(Boolean);
}

function clauseFor(item: RubricItem, clauses: string[], language: Language): string | undefined {
  const phrasings = (item.phrasings[language] ?? []).map((p) => p.toLowerCase());
  return clauses.find((clause) => phrasings.some((p) => clause.toLowerCase().includes(p)));
}

function order(clauses: string[], clause: string): number {
  const index = clauses.indexOf(clause);
  return index < 0 ? clauses.length : index;
}

function longest(phrasings: string[]): string {
  return phrasings.reduce((best, p) => (p.length > best.length ? p : best), '');
}
