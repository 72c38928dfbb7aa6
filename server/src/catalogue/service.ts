import type { Language, LabDue, LabFile, PublicLab, StudentLabRow, Subject } from '@nurselab/core';
import { LANGUAGES } from '@nurselab/core';
import { requireAccess, requireLabUse } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import type { LabRow } from '../db/schema/index.js';
import { DueDateRepository } from '../dueDates/repository.js';
import { toLabDue } from '../dueDates/service.js';
import { notFound } from '../http/errors.js';
import { SubmissionRepository } from '../submissions/repository.js';
import { isHeldFromStudent, visibleTo, type Audience } from '../submissions/visibility.js';
import { CatalogueRepository, type LabScope, type LabWhere } from './repository.js';

export type { LabScope } from './repository.js';

export interface CurrentLab {
  lab: LabRow;
  versionId: string;
  content: LabFile;
}

export const MEDIA_URL_PREFIX = '/api/v1/content/media/';

export class CatalogueService {
  /** Version content never changes, so it is kept once read. */
  private readonly contentCache = new Map<string, LabFile>();

  constructor(
    db: Db,
    private readonly repository = new SubmissionRepository(db),
    private readonly dueDates = new DueDateRepository(db),
    private readonly labs = new CatalogueRepository(db),
  ) {}

  /** The signed-in user's labs of a course they use, with their attempts and results. */
  async ownLabs(principal: Principal, subject: Subject, language: Language): Promise<StudentLabRow[]> {
    requireAccess(principal, 'subject.use', { kind: 'subject', subject });
    return this.studentLabs(principal, subject, language);
  }

  /**
   * One lab for the lab screen, in the asked language when it is written in it, with its due date
   * in the reader's course. The lab's own university (from its record) decides who may open it.
   */
  async openLab(principal: Principal, where: LabWhere, asked: Language): Promise<PublicLab> {
    if ('subject' in where) requireAccess(principal, 'subject.use', { kind: 'subject', subject: where.subject });
    const current = await this.currentLab(where);
    requireLabUse(principal, current.lab);
    return { ...toPublicLab(current, labLanguage(current, asked)), due: await this.dueIn(principal.universityId, current.lab.id) };
  }

  /** A lab's due date in a course (none without a course). */
  async dueIn(universityId: string | null, labId: string): Promise<LabDue | null> {
    if (!universityId) return null;
    const [dues, timeZone] = await Promise.all([this.dueDates.ofUniversity(universityId), this.dueDates.timeZoneOf(universityId)]);
    return toLabDue(dues.get(labId), timeZone);
  }

  async currentLabs(subject: Subject, scope: LabScope): Promise<CurrentLab[]> {
    const rows = await this.labs.currentLabs(subject, scope);
    return Promise.all(rows.map(async (r) => ({ lab: r.lab, versionId: r.versionId, content: await this.versionContent(r.versionId) })));
  }

  async currentLab(where: LabWhere): Promise<CurrentLab> {
    const row = await this.labs.currentLab(where);
    if (!row) throw notFound();
    return { lab: row.lab, versionId: row.versionId, content: await this.versionContent(row.versionId) };
  }

  async versionContent(versionId: string): Promise<LabFile> {
    const cached = this.contentCache.get(versionId);
    if (cached) return cached;
    const content = await this.labs.versionContent(versionId);
    if (!content) throw notFound();
    this.contentCache.set(versionId, content);
    return content;
  }

  /** The lab rows of SPEC.md's student lab lists, with the student's attempts and results. */
  async studentLabs(
    student: { userId: string; universityId: string | null },
    subject: Subject,
    language: Language,
    audience: Audience = 'student',
  ): Promise<StudentLabRow[]> {
    const userId = student.userId;
    const current = await this.currentLabs(subject, { universityId: student.universityId });
    const labIds = current.map((c) => c.lab.id);
    if (!labIds.length) return [];
    const [{ attempts, submissions: subs }, course] = await Promise.all([this.repository.studentLabResults(userId, labIds), this.dueDates.ofStudent(userId)]);
    // An archived lab stays on the list of those who answered it (their attempts and grades), for no new attempt.
    const listed = audience === 'student' ? current.filter(({ lab }) => !lab.archivedAt || subs.some((s) => s.labId === lab.id)) : current;
    return listed.map(({ lab, content }) => {
      const ofLab = subs.filter((s) => s.labId === lab.id);
      const mine = ofLab.map((s) => visibleTo(audience, s));
      const graded = mine.filter((s) => s.isPass !== null);
      const latest = mine.at(-1);
      const used = attempts.find((a) => a.labId === lab.id)?.used ?? 0;
      return {
        labInfo: { _id: lab.id, labNumber: lab.labNumber, labName: content.title[language] },
        labNumber: lab.labNumber,
        attemptsLeft: lab.archivedAt ? 0 : Math.max(0, lab.maxAttempts - used),
        attemptCount: mine.length,
        isPass: graded.at(-1)?.isPass ?? null,
        everPassed: graded.some((s) => s.isPass),
        // The same for the student and their lecturers: the student is still waiting for a lecturer.
        pendingReview: ofLab.some(waitsForLecturer),
        latestAttempt: latest ? { attempt: latest.attempt, isPass: latest.isPass, score: latest.score, status: latest.status } : null,
        due: toLabDue(course.dues.get(lab.id), course.timeZone),
        ...(lab.archivedAt ? { archived: true } : {}),
      };
    });
  }
}

/**
 * The contract's "waiting for a lecturer": the answer is in needs_review, or its result is held by
 * the university's release policy until a lecturer releases it.
 */
export const waitsForLecturer = (row: Parameters<typeof isHeldFromStudent>[0]) => row.status === 'needs_review' || isHeldFromStudent(row);

/** The asked language when the lab is written in it, else the lab's first. */
export function labLanguage(current: Pick<CurrentLab, 'content'>, asked: Language): Language {
  const written = current.content.languages;
  return !written || written.includes(asked) ? asked : written[0];
}

/** A lab in one language, without its rubric. */
export function toPublicLab(current: CurrentLab, language: Language): PublicLab {
  const { lab, content } = current;
  return publicLabOf(content, { _id: lab.id, labNumber: lab.labNumber, version: lab.currentVersion, archived: lab.archivedAt !== null }, language);
}

/** Where the lab screen finds an uploaded cover (a lecturer's, in the media storage). */
export const UPLOADED_MEDIA_URL_PREFIX = '/api/v1/content/uploads/';

const mediaUrl = (file: string, uploaded?: boolean) => (uploaded ? UPLOADED_MEDIA_URL_PREFIX : MEDIA_URL_PREFIX) + file;

/** A lab file as the lab screen shows it in one language: a published version, or a lecturer's draft previewed. */
export function publicLabOf(content: LabFile, meta: { _id: string; labNumber: number; version: number; archived: boolean }, language: Language): PublicLab {
  const { medium } = content;
  return {
    _id: meta._id,
    subject: content.subject,
    labNumber: meta.labNumber,
    version: meta.version,
    group: content.group ?? null,
    language,
    languages: [...(content.languages ?? LANGUAGES)],
    title: content.title[language],
    subtitle: content.subtitle[language],
    description: content.scenario[language],
    questions: content.questions.map((q) => ({ number: q.number, text: q.text[language], points: q.points })),
    medium:
      medium.kind === 'video'
        ? { kind: 'video', url: mediaUrl(medium.file, medium.uploaded), posterUrl: medium.poster ? mediaUrl(medium.poster, medium.uploaded) : undefined }
        : { kind: 'image', url: mediaUrl(medium.file, medium.uploaded) },
    ...(meta.archived ? { archived: true } : {}),
  };
}
