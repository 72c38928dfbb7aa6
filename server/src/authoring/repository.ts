import type { AuthoredLab, LabCheck, LabFile, Subject } from '@nurselab/core';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { labDrafts, labs, labVersions, universities, type LabDraftRow } from '../db/schema/index.js';
import { contentHash } from '../catalogue/contentSync.js';

/** Lab numbers of lecturers' own labs start here, clear of the built-in ones. */
export const FIRST_AUTHORED_LAB_NUMBER = 101;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A draft coming to name an uploaded cover: `check` (the file is still stored) runs under the file's lock before the write. */
export interface CoverClaim {
  file: string;
  check: () => Promise<void>;
}

export type DraftWithLab = LabDraftRow & { labNumber: number | null; publishedVersion: number | null };

/** Lecturers' lab drafts and their publishing into the catalogue. */
export class AuthoringRepository {
  constructor(private readonly db: Db) {}

  private selectDraft() {
    return this.db
      .select({ draft: labDrafts, labNumber: labs.labNumber, publishedVersion: labs.currentVersion })
      .from(labDrafts)
      .leftJoin(labs, eq(labs.id, labDrafts.labId));
  }

  async list(universityId: string): Promise<DraftWithLab[]> {
    const rows = await this.selectDraft()
      .where(eq(labDrafts.universityId, universityId))
      .orderBy(desc(labDrafts.updatedAt));
    return rows.map((r) => ({ ...r.draft, labNumber: r.labNumber, publishedVersion: r.publishedVersion }));
  }

  async find(id: string): Promise<DraftWithLab | undefined> {
    const [row] = await this.selectDraft().where(eq(labDrafts.id, id));
    return row && { ...row.draft, labNumber: row.labNumber, publishedVersion: row.publishedVersion };
  }

  async courseOf(universityId: string): Promise<Subject | undefined> {
    const [row] = await this.db.select({ course: universities.course }).from(universities).where(eq(universities.id, universityId));
    return row?.course as Subject | undefined;
  }

  async dangerPolicyOf(universityId: string): Promise<'hold' | 'fail'> {
    const [row] = await this.db.select({ dangerPolicy: universities.dangerPolicy }).from(universities).where(eq(universities.id, universityId));
    return row?.dangerPolicy ?? 'hold';
  }

  /** `claim` runs first under the lock of the uploaded cover the lab names (see withCoverLock), when it names one it did not before. */
  async create(values: { universityId: string; userId: string; content: AuthoredLab; checks: LabCheck[] }, claim?: CoverClaim): Promise<LabDraftRow> {
    return this.claimed(claim, async (db) => {
      const [row] = await db
        .insert(labDrafts)
        .values({ universityId: values.universityId, createdBy: values.userId, updatedBy: values.userId, content: values.content, checks: values.checks })
        .returning();
      return row;
    });
  }

  /**
   * Saves over `revision` only: one conditional update, so of two saves naming the same revision
   * exactly one wins and the other is told (undefined), never silently overwritten.
   */
  async save(id: string, revision: number, values: { userId: string; content: AuthoredLab; checks: LabCheck[] }, claim?: CoverClaim): Promise<LabDraftRow | undefined> {
    return this.claimed(claim, async (db) => {
      const [row] = await db
        .update(labDrafts)
        .set({ content: values.content, checks: values.checks, updatedBy: values.userId, revision: sql`${labDrafts.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(labDrafts.id, id), eq(labDrafts.revision, revision)))
        .returning();
      return row;
    });
  }

  private async claimed<T>(claim: CoverClaim | undefined, write: (db: Db | Tx) => Promise<T>): Promise<T> {
    if (!claim) return write(this.db);
    return this.withCoverLock(claim.file, async (tx) => {
      await claim.check();
      return write(tx);
    });
  }

  /**
   * Runs `fn` in a transaction holding the lock of one uploaded cover file: a draft starting to
   * name a file (save, import) and the deletion of a file no lab names any more take it, so a
   * deletion never removes a file a draft has just come to name, and a draft never comes to name
   * a file being deleted (it finds the file gone and is refused).
   */
  withCoverLock<T>(file: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`nurselab.lab-cover:${file}`}, 0))`);
      return fn(tx);
    });
  }

  /** Whether any draft or any published version of any lab names the uploaded cover file (copies of a lab share its file). */
  async coverNamed(tx: Tx, file: string): Promise<boolean> {
    const named = (table: typeof labDrafts | typeof labVersions) =>
      tx.select({ one: sql`1` }).from(table).where(sql`${table.content}->'medium'->>'file' = ${file}`).limit(1);
    return (await named(labDrafts)).length > 0 || (await named(labVersions)).length > 0;
  }

  /** Archives (or brings back) the draft and its published lab together: students' catalogue and finalise read the lab's. */
  async setArchived(id: string, archived: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const archivedAt = archived ? new Date() : null;
      const [draft] = await tx.update(labDrafts).set({ archivedAt }).where(eq(labDrafts.id, id)).returning({ labId: labDrafts.labId });
      if (draft?.labId) await tx.update(labs).set({ archivedAt }).where(eq(labs.id, draft.labId));
    });
  }

  /**
   * A new version of the draft's lab, made from `file(labNumber)`: the lab row at the first
   * publish (the next free number of the subject), then version n+1. The draft row is locked, so
   * two publishes of one draft make two versions one after the other.
   */
  async publish(draftId: string, revision: number, file: (labNumber: number) => LabFile): Promise<{ labId: string; labNumber: number; version: number } | 'stale'> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.db.transaction(async (tx) => {
          const [draft] = await tx.select().from(labDrafts).where(eq(labDrafts.id, draftId)).for('update');
          if (!draft || draft.revision !== revision) return 'stale' as const;
          let labId = draft.labId;
          let labNumber: number;
          let version: number;
          if (!labId) {
            const [{ highest }] = await tx.select({ highest: max(labs.labNumber) }).from(labs).where(eq(labs.subject, draft.content.subject));
            labNumber = Math.max(FIRST_AUTHORED_LAB_NUMBER, (highest ?? 0) + 1);
            const [lab] = await tx.insert(labs).values({ subject: draft.content.subject, labNumber, universityId: draft.universityId, currentVersion: 0 }).returning();
            labId = lab.id;
            version = 1;
          } else {
            const [lab] = await tx.select().from(labs).where(eq(labs.id, labId)).for('update');
            labNumber = lab.labNumber;
            version = lab.currentVersion + 1;
          }
          const content = file(labNumber);
          await tx.insert(labVersions).values({ labId, version, contentHash: contentHash(content), content });
          await tx.update(labs).set({ currentVersion: version }).where(eq(labs.id, labId));
          await tx
            .update(labDrafts)
            .set({ labId, content: { ...draft.content, labNumber } })
            .where(eq(labDrafts.id, draftId));
          return { labId, labNumber, version };
        });
      } catch (error) {
        // Two first publishes took the same free number: the later one takes the next.
        if (pgErrorCode(error) === UNIQUE_VIOLATION && tries < 5) continue;
        throw error;
      }
    }
  }
}
