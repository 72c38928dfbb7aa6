import {
  gradeAgreement,
  gradeOfScore,
  isSubject,
  itemAgreement,
  type BinaryAgreement,
  type Grade,
  type GradeAgreement,
  type GradePair,
  type ItemPair,
  type JudgeName,
  type Language,
} from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import { forbidden } from '../http/errors.js';
import type { AgreementRepository, AgreementScope, ReviewedAnswer } from './repository.js';

export interface SentToLecturer {
  /** Answers held for a lecturer by the release decision. */
  sent: number;
  /** Answers with a release decision. */
  decided: number;
  /** sent / decided; null when no answer had a decision yet. */
  share: number | null;
}

export interface DangerCounts {
  confirmed: number;
  rejected: number;
}

export type Figures = GradeAgreement & { sentToLecturer: SentToLecturer; dangers: DangerCounts };

export interface ItemRow extends BinaryAgreement {
  questionNumber: number;
  itemId: string;
}

export interface LabKey {
  subject: string;
  labNumber: number;
  /** The lab's title in the reader's language (null when the lab is no longer in the catalogue). */
  labTitle: string | null;
}

export type GroupRow = LabKey & Figures & { language: string; engine: string; items: ItemRow[] };
/** Lecturer against one judge (the rubric grader or the language model), per lab and language. */
export type JudgeRow = LabKey & GradeAgreement & { language: string; judge: JudgeName };
export type LabRow = LabKey & Figures;
export type DangerRule = LabKey & DangerCounts & { itemId: string };

export interface AgreementReport {
  /** The university the figures are about; null: every university (administrators). */
  universityId: string | null;
  overall: Figures;
  labs: LabRow[];
  rows: GroupRow[];
  /** Per lab, language and judge, where that judge graded answers lecturers graded too. */
  judges: JudgeRow[];
  dangerRules: DangerRule[];
}

/** What the evaluate job stored as the automatic grade (the release contract), if well formed. */
function storedAutomatic(value: unknown): Grade | null {
  if (!value || typeof value !== 'object') return null;
  const { score, isPass } = value as { score?: unknown; isPass?: unknown };
  return typeof score === 'number' && typeof isPass === 'boolean' ? { score, isPass } : null;
}

type EvidenceQuestion = { number: number; items: { itemId: string; met: boolean }[] };
const evidenceQuestions = (value: unknown): EvidenceQuestion[] | null =>
  Array.isArray(value) && value.every((q) => q && typeof q === 'object' && typeof q.number === 'number' && Array.isArray(q.items)) ? (value as EvidenceQuestion[]) : null;

/**
 * The automatic grade of a reviewed answer: evaluation.automatic when stored (the release
 * contract); for answers graded before it, the score the first lecturer found, if the answer
 * was then graded by the grader (status graded with the grader's evidence); otherwise none.
 */
export function automaticGrade(answer: Pick<ReviewedAnswer, 'automatic' | 'questions' | 'first'>): Grade | null {
  const stored = storedAutomatic(answer.automatic);
  if (stored) return stored;
  if (evidenceQuestions(answer.questions) && answer.first.statusBefore === 'graded' && answer.first.scoreBefore !== null) return gradeOfScore(answer.first.scoreBefore);
  return null;
}

/**
 * Each judge's grade of a reviewed answer: both when the language model graded it beside the
 * rubric grader (evaluation.llm and evaluation.rubric); otherwise the automatic grade is the rubric
 * grader's (the model was not asked, or failed and the rubric grade stood).
 */
export function judgeGrades(answer: Pick<ReviewedAnswer, 'automatic' | 'questions' | 'first' | 'rubric' | 'llm'>): [JudgeName, Grade][] {
  const llm = storedAutomatic(answer.llm);
  if (llm) {
    const rubric = storedAutomatic(answer.rubric);
    return rubric ? [['rubric', rubric], ['llm', llm]] : [['llm', llm]];
  }
  const automatic = automaticGrade(answer);
  return automatic ? [['rubric', automatic]] : [];
}

const SEP = '\u0000';
const labKey = (subject: string, labNumber: number) => `${subject}${SEP}${labNumber}`;
const groupKey = (subject: string, labNumber: number, language: string, engine: string) => [subject, labNumber, language, engine].join(SEP);

interface Bucket {
  pairs: GradePair[];
  sent: number;
  decided: number;
  confirmed: number;
  rejected: number;
}
const emptyBucket = (): Bucket => ({ pairs: [], sent: 0, decided: 0, confirmed: 0, rejected: 0 });

function figuresOf(bucket: Bucket): Figures {
  return {
    ...gradeAgreement(bucket.pairs),
    sentToLecturer: { sent: bucket.sent, decided: bucket.decided, share: bucket.decided ? bucket.sent / bucket.decided : null },
    dangers: { confirmed: bucket.confirmed, rejected: bucket.rejected },
  };
}

/**
 * Agreement, measured live: every answer a lecturer graded that also has an automatic grade,
 * per lab, language, engine and rubric item, with how many answers stand behind each figure,
 * the dangers lecturers confirmed and rejected, and the share of answers sent to lecturers.
 */
export class AgreementService {
  constructor(
    private readonly repository: AgreementRepository,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * The scope a request may see: a professor their own university (naming another: 403); an
   * administrator the university named, or every university when none is named.
   */
  scopeFor(principal: Principal, universityId?: string): AgreementScope {
    if (principal.role === 'admin' && !universityId) {
      requireAccess(principal, 'agreement.read', { kind: 'allUniversities' });
      return { universityId: null };
    }
    const id = universityId ?? principal.universityId;
    if (!id) throw forbidden();
    requireAccess(principal, 'agreement.read', { kind: 'university', universityId: id });
    return { universityId: id };
  }

  async report(principal: Principal, language: Language, universityId?: string): Promise<AgreementReport> {
    const scope = this.scopeFor(principal, universityId);
    const [answers, releases, verdicts] = await Promise.all([
      this.repository.reviewedAnswers(scope),
      this.repository.releaseCounts(scope),
      this.repository.verdictCounts(scope),
    ]);

    const overall = emptyBucket();
    const labs = new Map<string, Bucket & { subject: string; labNumber: number }>();
    const groups = new Map<string, Bucket & { subject: string; labNumber: number; language: string; engine: string; items: Map<string, ItemPair[]> }>();
    const rules = new Map<string, DangerCounts & { subject: string; labNumber: number; itemId: string }>();
    const judges = new Map<string, { subject: string; labNumber: number; language: string; judge: JudgeName; pairs: GradePair[] }>();
    const buckets = (subject: string, labNumber: number, language: string, engine: string) => {
      const lab = labs.get(labKey(subject, labNumber)) ?? { ...emptyBucket(), subject, labNumber };
      labs.set(labKey(subject, labNumber), lab);
      const key = groupKey(subject, labNumber, language, engine);
      const group = groups.get(key) ?? { ...emptyBucket(), subject, labNumber, language, engine, items: new Map() };
      groups.set(key, group);
      return { all: [overall, lab, group], group };
    };

    for (const answer of answers) {
      const automatic = automaticGrade(answer);
      if (!automatic) continue;
      const lecturer = gradeOfScore(answer.latest.scoreAfter);
      const pair = { automatic, lecturer };
      for (const [judge, grade] of judgeGrades(answer)) {
        const key = [answer.subject, answer.labNumber, answer.language, judge].join(SEP);
        const row = judges.get(key) ?? { subject: answer.subject, labNumber: answer.labNumber, language: answer.language, judge, pairs: [] };
        row.pairs.push({ automatic: grade, lecturer });
        judges.set(key, row);
      }
      const { all, group } = buckets(answer.subject, answer.labNumber, answer.language, answer.engine);
      for (const bucket of all) bucket.pairs.push(pair);
      const ticked = new Set(answer.latest.itemsMet);
      for (const question of evidenceQuestions(answer.questions) ?? []) {
        for (const item of question.items) {
          const key = `${question.number}${SEP}${item.itemId}`;
          const list = group.items.get(key) ?? [];
          list.push({ automaticMet: item.met === true, lecturerMet: ticked.has(item.itemId) });
          group.items.set(key, list);
        }
      }
    }
    for (const r of releases) {
      for (const bucket of buckets(r.subject, r.labNumber, r.language, r.engine).all) {
        bucket.sent += r.sent;
        bucket.decided += r.decided;
      }
    }
    for (const v of verdicts) {
      for (const bucket of buckets(v.subject, v.labNumber, v.language, v.engine).all) bucket[v.verdict] += v.count;
      const key = `${labKey(v.subject, v.labNumber)}${SEP}${v.itemId}`;
      const rule = rules.get(key) ?? { subject: v.subject, labNumber: v.labNumber, itemId: v.itemId, confirmed: 0, rejected: 0 };
      rule[v.verdict] += v.count;
      rules.set(key, rule);
    }

    const titles = await this.labTitles([...labs.values()], language);
    const titled = (subject: string, labNumber: number): LabKey => ({ subject, labNumber, labTitle: titles.get(labKey(subject, labNumber)) ?? null });
    const byLab = (a: { subject: string; labNumber: number }, b: { subject: string; labNumber: number }) => a.subject.localeCompare(b.subject) || a.labNumber - b.labNumber;

    return {
      universityId: scope.universityId,
      overall: figuresOf(overall),
      labs: [...labs.values()].sort(byLab).map((lab) => ({ ...titled(lab.subject, lab.labNumber), ...figuresOf(lab) })),
      rows: [...groups.values()]
        .sort((a, b) => byLab(a, b) || a.language.localeCompare(b.language) || a.engine.localeCompare(b.engine))
        .map((group) => ({
          ...titled(group.subject, group.labNumber),
          language: group.language,
          engine: group.engine,
          ...figuresOf(group),
          items: [...group.items.entries()]
            .map(([key, pairs]) => {
              const [question, itemId] = key.split(SEP);
              return { questionNumber: Number(question), itemId, ...itemAgreement(pairs) };
            })
            .sort((a, b) => a.questionNumber - b.questionNumber),
        })),
      judges: [...judges.values()]
        .sort((a, b) => byLab(a, b) || a.language.localeCompare(b.language) || b.judge.localeCompare(a.judge))
        .map((row) => ({ ...titled(row.subject, row.labNumber), language: row.language, judge: row.judge, ...gradeAgreement(row.pairs) })),
      dangerRules: [...rules.values()]
        .sort((a, b) => byLab(a, b) || b.rejected - a.rejected || a.itemId.localeCompare(b.itemId))
        .map((rule) => ({ ...titled(rule.subject, rule.labNumber), itemId: rule.itemId, confirmed: rule.confirmed, rejected: rule.rejected })),
    };
  }

  /** Lab titles in the reader's language (falling back to English), for the labs in the report. */
  private async labTitles(present: { subject: string; labNumber: number }[], language: Language): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const subject of new Set(present.map((p) => p.subject))) {
      if (!isSubject(subject)) continue;
      for (const current of await this.catalogue.currentLabs(subject, 'everyLab')) {
        const title = current.content.title as Partial<Record<Language, string>>;
        const text = title[language] ?? title.en;
        if (text) titles.set(labKey(subject, current.lab.labNumber), text);
      }
    }
    return titles;
  }
}
