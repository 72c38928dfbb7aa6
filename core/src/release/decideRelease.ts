import { PASS_MARK } from '../constants.js';
import type { GradeResult } from '../grading/types.js';
import { HEARING_CONFIDENCE_THRESHOLD } from './hearingThreshold.js';
import type { HearingEvidence, JudgesEvidence, ReleaseDecision, ReleaseReason } from './types.js';

/**
 * When an automatic result may reach the student. Every default is a measurement, written
 * down in bench/README.md ("Release decision"), taken before the eighth blind set was read:
 * - `band`: the spoken bench's mean absolute error to the lecturer's band centre is 9.4 points,
 *   so a score within 10 below the pass mark may be a pass; above it, answers hiding one
 *   unlisted dangerous instruction scored a median 72 (n 15, the seven seen sets) where good
 *   answers scored a median 90 (n 13), so a pass below 75 is checked by a lecturer.
 * - `fewItemsWords`: a failing answer this long (content words) is a real attempt the rubric
 *   did not recognise, not a short wrong one: good answers in the seen sets had 65-156 content
 *   words, short dangerous and negated answers a median of 16 and 15.
 * - `unexplainedWords`: six content words in a row that no text of the lab uses (rubric
 *   phrasings and feedback, model answers, questions, scenario) is an instruction-sized stretch
 *   the rubric cannot judge; it holds a pass, where it could hide a danger.
 * - `minHearing`: calibrated on the spoken bench (hearingThreshold.ts).
 * - `judgesMargin`: two judges whose scores differ by more than this (points) disagree (issue 21:
 *   15, the width of the band above the pass mark; not yet measured against lecturers).
 */
export interface ReleaseRules {
  /** Danger found: hold for a lecturer (default) or fail at once. */
  danger: 'hold' | 'fail';
  band: { below: number; above: number };
  fewItemsWords: number;
  unexplainedWords: number;
  minHearing: number;
  judgesMargin: number;
  /** This answer was drawn for a lecturer's check after release (see isAuditSample). */
  auditSample: boolean;
}

export const DEFAULT_RELEASE_POLICY: ReleaseRules = {
  danger: 'hold',
  band: { below: 10, above: 15 },
  fewItemsWords: 40,
  unexplainedWords: 6,
  minHearing: HEARING_CONFIDENCE_THRESHOLD,
  judgesMargin: 15,
  auditSample: false,
};

/** Reasons that hold a result for a lecturer; the rest (audit) go along with a released one. */
const HOLDING: ReadonlySet<ReleaseReason['code']> = new Set([
  'danger',
  'hearing',
  'nearPassMark',
  'unexplained',
  'fewItems',
  'language',
  'judgesDisagree',
  'judgeFailed',
  'unverifiedDanger',
]);

/**
 * The one release decision: every reason the automatic grade of this answer cannot be trusted,
 * and whether it may go to the student now. A typed answer passes `{}` as hearing. `judges`:
 * when a second judge graded the answer too (or was asked and failed).
 */
export function decideRelease(
  grade: Pick<GradeResult, 'score' | 'uncappedScore' | 'critical' | 'explained'> & { isPass?: boolean },
  hearing: HearingEvidence,
  policy: Partial<ReleaseRules> = {},
  judges: JudgesEvidence = {},
): ReleaseDecision {
  const p = { ...DEFAULT_RELEASE_POLICY, ...policy };
  const reasons: ReleaseReason[] = [];
  if (grade.critical.length) reasons.push({ code: 'danger', itemIds: [...new Set(grade.critical.map((c) => c.itemId))] });
  if (hearing.confidence !== undefined && hearing.confidence < p.minHearing) {
    reasons.push({ code: 'hearing', confidence: round(hearing.confidence), threshold: p.minHearing });
  }
  if (hearing.lab && hearing.spoken && hearing.lab !== hearing.spoken) reasons.push({ code: 'language', lab: hearing.lab, spoken: hearing.spoken });
  // Judged on the score the items earned: a danger's cap is the lecturer's to confirm.
  const score = grade.uncappedScore;
  if (score >= PASS_MARK - p.band.below && score < PASS_MARK + p.band.above) {
    reasons.push({ code: 'nearPassMark', score, band: score < PASS_MARK ? p.band.below : p.band.above });
  } else if (score < PASS_MARK && (grade.explained?.contentWords ?? 0) >= p.fewItemsWords) {
    reasons.push({ code: 'fewItems', contentWords: grade.explained!.contentWords, score });
  }
  // Only where it could hide a danger in a released pass: a failing answer in unknown words is
  // off the topic (short) or meets few items (long, held above).
  const worst = grade.explained?.worst;
  if (worst && worst.unknown >= p.unexplainedWords && score >= PASS_MARK) reasons.push({ code: 'unexplained', quote: worst.quote, start: worst.start, end: worst.end });
  if (judges.failed) reasons.push({ code: 'judgeFailed' });
  // Never dropped: the quote may be misheard, the danger real. Held whatever the danger policy, since nothing proves it.
  if (judges.unverifiedDangers?.length) reasons.push({ code: 'unverifiedDanger', names: judges.unverifiedDangers });
  const other = judges.other;
  if (other) {
    const isPass = grade.isPass ?? grade.score >= PASS_MARK;
    if (isPass !== other.isPass || Math.abs(grade.score - other.score) > p.judgesMargin) {
      reasons.push({ code: 'judgesDisagree', score: grade.score, otherScore: other.score, margin: p.judgesMargin });
    }
  }
  if (p.auditSample) reasons.push({ code: 'audit' });
  const holding = reasons.filter((r) => HOLDING.has(r.code) && !(r.code === 'danger' && p.danger === 'fail'));
  // Failing at once on a danger fails whatever else is uncertain: the cap decides the result.
  const failsOnDanger = p.danger === 'fail' && grade.critical.length > 0;
  return { automatic: failsOnDanger || holding.length === 0, reasons };
}

/**
 * Whether an answer is drawn for a lecturer's check: a stable hash of its id against the share,
 * so a retried job draws the same way and the share holds over many answers.
 */
export function isAuditSample(id: string, share: number): boolean {
  if (share <= 0) return false;
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  // murmur3's finaliser: ids differing in their last characters spread over the whole range.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32 < share;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
