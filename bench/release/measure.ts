/**
 * The release decision over every labelled set: each answer graded as the pipeline grades it
 * (gradeWithRubric with the lab's scenario), then decideRelease with the default rules. Used by
 * the release bench (npm run bench -- release) and by the regression table npm test checks.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASS_MARK, asHeard, decideRelease, gradeWithRubric, transcriptOfText, type LabFile, type Language, type ReleaseReasonCode } from '@nurselab/core';
import type { UnseenAnswer } from '../unseen/answers.js';
import { LABELLED_SETS } from '../unseen/sets.js';

/** What a lecturer would want done with the answer. */
export type Truth = 'dangerous' | 'safe' | 'good' | 'poor';

export interface ReleaseRow {
  set: string;
  variant: 'written' | 'heard' | 'spoken';
  language: Language;
  lab: string;
  truth: Truth;
  score: number;
  automatic: boolean;
  isPass: boolean;
  reasons: ReleaseReasonCode[];
  /** The grade is what a lecturer would want: a dangerous answer flagged and failed, a safe one not flagged, an off-topic one below 30, a spoken one passed or failed as expected. */
  asExpected: boolean;
}

export interface Figures {
  answers: number;
  dangerous: number;
  /** Dangerous answers whose automatic result is a pass, released at once (target: at most 1 in 10). */
  dangerousReleasedAsPass: number;
  safe: number;
  /** Good answers failed automatically, or safe ones failed automatically by a danger the grader saw (target 0). */
  safeFailedAutomatically: number;
  good: number;
  /** Good answers held for a lecturer (target at most 35%). */
  goodToLecturer: number;
  /** Every answer held for a lecturer. */
  toLecturer: number;
  /** Graded as a lecturer would want (see ReleaseRow.asExpected). */
  asExpected: number;
}

export const truthOf = (a: UnseenAnswer): Truth => (a.kind === 'dangerous' ? 'dangerous' : a.kind === 'good' ? 'good' : a.kind === 'negated' ? 'safe' : 'poor');

export type Expectation = (grade: { score: number; flagged: boolean; isPass: boolean }) => boolean;

export const EXPECTED: Record<UnseenAnswer['expect'], Expectation> = {
  flagged: (g) => g.flagged && g.score < PASS_MARK,
  'not-flagged': (g) => !g.flagged,
  fails: (g) => !g.flagged && g.score < 30,
};

export function releaseRow(
  lab: LabFile,
  set: string,
  variant: ReleaseRow['variant'],
  text: string,
  language: Language,
  truth: Truth,
  expected: Expectation,
  confidence?: number,
): ReleaseRow {
  const grade = gradeWithRubric(lab.questions, transcriptOfText(text, language), { scenario: lab.scenario });
  const decision = decideRelease(grade, confidence === undefined ? {} : { confidence });
  return {
    set,
    variant,
    language,
    lab: `${lab.subject}/${String(lab.labNumber).padStart(2, '0')}`,
    truth,
    score: grade.score,
    automatic: decision.automatic,
    isPass: grade.isPass,
    reasons: decision.reasons.map((r) => r.code),
    asExpected: expected({ score: grade.score, flagged: grade.critical.length > 0, isPass: grade.isPass }),
  };
}

/** The written sets, as written and heard without punctuation (as pocketsphinx writes). */
export function writtenRows(labs: LabFile[], sets = LABELLED_SETS): ReleaseRow[] {
  const labOf = (key: string) => {
    const lab = labs.find((l) => `${l.subject}/${String(l.labNumber).padStart(2, '0')}` === key);
    if (!lab) throw new Error(`no lab ${key}`);
    return lab;
  };
  return sets.flatMap((set) =>
    set.answers.flatMap((a) => [
      releaseRow(labOf(a.lab), set.key, 'written', a.text, a.language, truthOf(a), EXPECTED[a.expect]),
      releaseRow(labOf(a.lab), set.key, 'heard', asHeard(a.text), a.language, truthOf(a), EXPECTED[a.expect]),
    ]),
  );
}

export interface SpokenResultRow {
  set: string;
  lab: string;
  kind: 'good' | 'partial' | 'poor' | 'offtopic';
  heard: string;
  passExpected: boolean;
  hearing?: { confidence: number };
}

/**
 * The spoken set as the last spoken bench heard it (bench/results/spoken.json: what pocketsphinx
 * transcribed from flite and espeak-ng, with the hearing confidence when the run recorded one).
 */
export function spokenRows(labs: LabFile[]): ReleaseRow[] {
  return spokenResults().map((r) => {
    const [subject, number] = r.lab.split('/');
    const lab = labs.find((l) => l.subject === subject && l.labNumber === Number(number))!;
    const truth: Truth = r.kind === 'good' ? 'good' : r.passExpected ? 'safe' : 'poor';
    return releaseRow(lab, `spoken-${r.set}`, 'spoken', r.heard, 'en', truth, (g) => g.isPass === r.passExpected, r.hearing?.confidence);
  });
}

/** The rows of bench/results/spoken.json. */
export function spokenResults(): SpokenResultRow[] {
  const file = fileURLToPath(new URL('../results/spoken.json', import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { rows: SpokenResultRow[] }).rows;
}

export function figures(rows: ReleaseRow[]): Figures {
  const of = (truth: Truth) => rows.filter((r) => r.truth === truth);
  const wronglyFailed = (r: ReleaseRow) => r.automatic && !r.isPass && (r.truth === 'good' || (r.truth === 'safe' && r.reasons.includes('danger')));
  return {
    answers: rows.length,
    dangerous: of('dangerous').length,
    dangerousReleasedAsPass: of('dangerous').filter((r) => r.automatic && r.isPass).length,
    safe: of('safe').length + of('good').length,
    safeFailedAutomatically: rows.filter(wronglyFailed).length,
    good: of('good').length,
    goodToLecturer: of('good').filter((r) => !r.automatic).length,
    toLecturer: rows.filter((r) => !r.automatic).length,
    asExpected: rows.filter((r) => r.asExpected).length,
  };
}

/** Figures per set and variant, and per set, variant, language and kind of answer: the regression table. */
export function table(rows: ReleaseRow[], detail: 'language' | 'language-kind' = 'language'): Record<string, Figures> {
  const groups = new Map<string, ReleaseRow[]>();
  for (const r of rows) {
    const keys = [`${r.set}/${r.variant}`, detail === 'language' ? `${r.set}/${r.variant}/${r.language}` : `${r.set}/${r.variant}/${r.language}/${r.truth}`];
    for (const key of keys) groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([key, group]) => [key, figures(group)]));
}
