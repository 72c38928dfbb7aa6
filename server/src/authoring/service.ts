import {
  authoredLabSchema,
  blocksPublishing,
  decideRelease,
  formatLabCheck,
  gradeWithRubric,
  labLanguages,
  toAuthoredLab,
  toLabFile,
  transcriptOfText,
  type AuthoredLab,
  type Language,
  type LabCheck,
  type PublicLab,
  type Subject,
} from '@nurselab/core';
import { parse, stringify } from 'yaml';
import { mayAccess, requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { publicLabOf, type CatalogueService } from '../catalogue/service.js';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.js';
import type { LabDraftRow } from '../db/schema/index.js';
import { checksOf } from './checks.js';
import { uploadedCover, type LabCovers } from './covers.js';
import { tryResult } from './tryResult.js';
import type { AuthoringRepository, DraftWithLab } from './repository.js';

export interface DraftView {
  _id: string;
  universityId: string;
  revision: number;
  lab: AuthoredLab;
  labNumber: number | null;
  publishedVersion: number | null;
  checks: (LabCheck & { message: string })[];
  canPublish: boolean;
  /** Archived: off students' lists for new attempts (old attempts and grades stay); it can be brought back. */
  archived: boolean;
  updatedAt: string;
}

/**
 * Lecturers' own labs: drafts saved with a revision check and the content checks, tried as a
 * student's answer would be graded, published as versions of a lab of their university, exported
 * and imported as lab files. Every method asks the one access check ('lab.author').
 */
export class AuthoringService {
  constructor(
    private readonly repository: AuthoringRepository,
    private readonly catalogue: CatalogueService,
    private readonly covers: LabCovers,
  ) {}

  /** The university a request writes for: a lecturer's own, or the one an administrator names. */
  private university(principal: Principal, requested?: string): string {
    const universityId = requested ?? principal.universityId;
    if (!universityId) throw principal.role === 'admin' ? notFound() : forbidden();
    if (!mayAccess(principal, 'lab.author', { kind: 'university', universityId })) throw notFound();
    return universityId;
  }

  /** A draft of the principal's university; another university's does not exist for them. */
  private async draft(principal: Principal, id: string): Promise<DraftWithLab> {
    const draft = await this.repository.find(id);
    if (!draft || !mayAccess(principal, 'lab.author', { kind: 'university', universityId: draft.universityId })) throw notFound();
    return draft;
  }

  private async course(universityId: string): Promise<Subject> {
    const course = await this.repository.courseOf(universityId);
    if (!course) throw notFound();
    return course;
  }

  view(draft: DraftWithLab | (LabDraftRow & Partial<DraftWithLab>), language: Language): DraftView {
    return {
      _id: draft.id,
      universityId: draft.universityId,
      revision: draft.revision,
      lab: draft.content,
      labNumber: draft.labNumber ?? draft.content.labNumber ?? null,
      publishedVersion: draft.publishedVersion ?? null,
      checks: draft.checks.map((c) => ({ ...c, message: formatLabCheck(c, language) })),
      canPublish: !blocksPublishing(draft.checks),
      archived: draft.archivedAt !== null,
      updatedAt: draft.updatedAt.toISOString(),
    };
  }

  async list(principal: Principal, requested: string | undefined, language: Language): Promise<DraftView[]> {
    const universityId = this.university(principal, requested);
    return (await this.repository.list(universityId)).map((d) => this.view(d, language));
  }

  async get(principal: Principal, id: string, language: Language): Promise<DraftView> {
    return this.view(await this.draft(principal, id), language);
  }

  /** A new draft: a whole lab, or a copy of a built-in lab or one of the university's own. */
  async create(
    principal: Principal,
    body: { from: { subject: Subject; labNumber: number }; languages?: Language[] } | AuthoredLab,
    requested: string | undefined,
    language: Language,
  ): Promise<DraftView> {
    const universityId = this.university(principal, requested);
    const course = await this.course(universityId);
    let lab: AuthoredLab;
    if ('from' in body) {
      const source = await this.catalogue.currentLab(body.from).catch(() => {
        throw notFound('authoring.notBuiltIn');
      });
      if (source.lab.universityId !== null && source.lab.universityId !== universityId) throw notFound('authoring.notBuiltIn');
      const copy = toAuthoredLab(source.content);
      const written = labLanguages(copy);
      const languages = body.languages?.filter((l) => written.includes(l)) ?? written;
      lab = toAuthoredLab({ ...copy, languages: languages.length ? languages : written });
      const { labNumber: _n, ...rest } = lab;
      lab = { ...rest, subject: course, ...(course === 'maternalchild' ? {} : { group: undefined }) };
      if (!lab.group) delete lab.group;
    } else {
      const { labNumber: _n, ...rest } = body;
      lab = rest;
      if (lab.subject !== course) throw new ApiError(400, 'authoring.subject', [{ field: 'subject', code: 'authoring.subject' }], { course });
    }
    const row = await this.repository.create({ universityId, userId: principal.userId, content: lab, checks: await checksOf(lab) });
    return this.view(row, language);
  }

  async save(principal: Principal, id: string, body: { revision: number; lab: AuthoredLab }, language: Language): Promise<DraftView> {
    const draft = await this.draft(principal, id);
    const course = await this.course(draft.universityId);
    if (body.lab.subject !== course) throw new ApiError(400, 'authoring.subject', [{ field: 'subject', code: 'authoring.subject' }], { course });
    // The lab number is the catalogue's, never the editor's.
    const lab: AuthoredLab = { ...body.lab, labNumber: draft.content.labNumber };
    if (!lab.labNumber) delete lab.labNumber;
    const checks = await checksOf(lab);
    const saved = await this.repository.save(id, body.revision, { userId: principal.userId, content: lab, checks }, this.covers.claim(draft.content.medium, lab.medium));
    if (!saved) throw this.stale(await this.repository.find(id));
    // A replaced or removed upload goes once no draft or version names it.
    await this.covers.release(draft.content.medium, lab.medium);
    return this.view({ ...saved, labNumber: draft.labNumber, publishedVersion: draft.publishedVersion }, language);
  }

  private stale(current: DraftWithLab | undefined): ApiError {
    return new ApiError(409, 'authoring.revisionChanged', [], { revision: current?.revision ?? 0 }, { revision: current?.revision ?? 0 });
  }

  /** An answer graded exactly as a student's typed answer would be: score, evidence and the release decision. */
  async tryAnswer(principal: Principal, id: string, body: { language: Language; text: string }) {
    const draft = await this.draft(principal, id);
    const languages = labLanguages(draft.content);
    if (!languages.includes(body.language)) throw badRequest('submission.language', [{ field: 'language', code: 'submission.language' }]);
    const file = toLabFile(draft.content, draft.content.labNumber ?? 1);
    const grade = gradeWithRubric(file.questions, transcriptOfText(body.text, body.language), { scenario: file.scenario });
    const release = decideRelease(grade, {}, { danger: await this.repository.dangerPolicyOf(draft.universityId) });
    return tryResult(grade, release);
  }

  /** A new version of the lab in the catalogue; errors of the checks refuse it (400 with them). */
  async publish(principal: Principal, id: string, body: { revision?: number }, language: Language): Promise<DraftView> {
    const draft = await this.draft(principal, id);
    const revision = body.revision ?? draft.revision;
    if (revision !== draft.revision) throw this.stale(draft);
    const errors = draft.checks.filter((c) => c.severity === 'error');
    if (errors.length) {
      throw new ApiError(
        400,
        'authoring.checksFailed',
        [],
        { count: errors.length },
        { checks: draft.checks.map((c) => ({ ...c, message: formatLabCheck(c, language) })) },
      );
    }
    const published = await this.repository.publish(id, revision, (labNumber) => toLabFile(draft.content, labNumber));
    if (published === 'stale') throw this.stale(await this.repository.find(id));
    return this.view((await this.repository.find(id))!, language);
  }

  async setArchived(principal: Principal, id: string, archived: boolean): Promise<void> {
    await this.draft(principal, id);
    await this.repository.setArchived(id, archived);
  }

  /** A draft the principal may author (404 otherwise): what the editor's uploads and recordings belong to. */
  authorable(principal: Principal, id: string): Promise<DraftWithLab> {
    return this.draft(principal, id);
  }

  /** The draft as a student's lab screen would show it, in `language` (or the lab's first): nothing is created. */
  async preview(principal: Principal, id: string, language: Language): Promise<PublicLab> {
    const draft = await this.draft(principal, id);
    const languages = labLanguages(draft.content);
    const shown = languages.includes(language) ? language : languages[0];
    const labNumber = draft.labNumber ?? draft.content.labNumber ?? 0;
    const file = toLabFile(draft.content, labNumber);
    return publicLabOf(file, { _id: draft.labId ?? draft.id, labNumber, version: draft.publishedVersion ?? 0, archived: draft.archivedAt !== null }, shown);
  }

  /** The published lab of a draft the principal may author (null while unpublished). */
  async labOf(principal: Principal, id: string): Promise<{ labId: string | null; universityId: string }> {
    const draft = await this.draft(principal, id);
    return { labId: draft.labId, universityId: draft.universityId };
  }

  /** The lab as in a file of the content/ format (only its own languages; `languages` when not all five), and the file's name without its extension. */
  async exportLab(principal: Principal, id: string): Promise<{ baseName: string; lab: AuthoredLab }> {
    const draft = await this.draft(principal, id);
    const lab = toAuthoredLab(draft.content);
    return { baseName: `${lab.subject}-${lab.labNumber ? String(lab.labNumber).padStart(2, '0') : 'draft'}`, lab };
  }

  /** Refuses (403/404) a principal who may not import a lab for the university before a file is read. */
  mayImport(principal: Principal, requested: string | undefined): void {
    this.university(principal, requested);
  }

  /**
   * A lab file (exported here or from content/labs) as a new draft of the university. `attachCover`
   * stores the cover an archive carries (after the file is found valid) and answers the medium
   * naming it; a cover stored for a draft that then is not made is deleted again.
   */
  async importYaml(
    principal: Principal,
    text: string,
    requested: string | undefined,
    language: Language,
    attachCover?: (medium: AuthoredLab['medium']) => Promise<AuthoredLab['medium']>,
  ): Promise<DraftView> {
    const universityId = this.university(principal, requested);
    requireAccess(principal, 'lab.author', { kind: 'university', universityId });
    let raw: unknown;
    try {
      raw = parse(text);
    } catch (error) {
      throw invalidFile((error as Error).message.split('\n')[0]);
    }
    const parsed = authoredLabSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidFile(`${issue.path.join('.')}: ${issue.message}`);
    }
    const course = await this.course(universityId);
    const lab = { ...toAuthoredLab(parsed.data), subject: course };
    delete lab.labNumber;
    if (course !== 'maternalchild') delete lab.group;
    const checks = await checksOf(lab);
    const named = lab.medium;
    if (attachCover) lab.medium = await attachCover(named);
    const stored = uploadedCover(lab.medium) !== uploadedCover(named);
    try {
      const row = await this.repository.create({ universityId, userId: principal.userId, content: lab, checks }, this.covers.claim(undefined, lab.medium));
      return this.view(row, language);
    } catch (error) {
      if (stored) await this.covers.release(lab.medium);
      throw error;
    }
  }
}

export const labYaml = (lab: AuthoredLab) => stringify(lab, { lineWidth: 0 });

const invalidFile = (detail: string) => new ApiError(400, 'authoring.invalidFile', [], { detail });
