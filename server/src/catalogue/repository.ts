import type { LabFile, Subject } from '@nurselab/core';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { labs, labVersions, type LabRow } from '../db/schema/index.js';

/**
 * Whose labs a list holds: the built-in labs and one university's own (`universityId`), only the
 * built-in ones (null), or every lab (administrators' reports).
 */
export type LabScope = { universityId: string | null } | 'everyLab';

/** Where to find one lab: by course and number, or by id. */
export type LabWhere = { subject: Subject; labNumber: number } | { labId: string };

export interface LabWithVersion {
  lab: LabRow;
  versionId: string;
}

const inScope = (scope: LabScope) =>
  scope === 'everyLab' ? undefined : scope.universityId ? or(isNull(labs.universityId), eq(labs.universityId, scope.universityId)) : isNull(labs.universityId);

const currentVersion = and(eq(labVersions.labId, labs.id), eq(labVersions.version, labs.currentVersion));

/** Labs and their published versions. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  /** A course's labs with their current versions, by number. */
  async currentLabs(subject: Subject, scope: LabScope): Promise<LabWithVersion[]> {
    return this.db
      .select({ lab: labs, versionId: labVersions.id })
      .from(labs)
      .innerJoin(labVersions, currentVersion)
      .where(and(eq(labs.subject, subject), inScope(scope)))
      .orderBy(asc(labs.labNumber));
  }

  async currentLab(where: LabWhere): Promise<LabWithVersion | undefined> {
    const condition = 'labId' in where ? eq(labs.id, where.labId) : and(eq(labs.subject, where.subject), eq(labs.labNumber, where.labNumber));
    const [row] = await this.db
      .select({ lab: labs, versionId: labVersions.id })
      .from(labs)
      .innerJoin(labVersions, currentVersion)
      .where(condition);
    return row;
  }

  async versionContent(versionId: string): Promise<LabFile | undefined> {
    const [row] = await this.db.select({ content: labVersions.content }).from(labVersions).where(eq(labVersions.id, versionId));
    return row?.content;
  }

  /**
   * Loads one lab file: a new lab gets version 1, a changed one a new version, an unchanged one
   * nothing. One transaction; the lab's row lock serialises processes loading it at once.
   */
  async syncLab(file: LabFile, contentHash: string): Promise<'created' | 'updated' | 'unchanged'> {
    return this.db.transaction(async (tx) => {
      await tx.insert(labs).values({ subject: file.subject, labNumber: file.labNumber, currentVersion: 0 }).onConflictDoNothing();
      const [lab] = await tx
        .select()
        .from(labs)
        .where(and(eq(labs.subject, file.subject), eq(labs.labNumber, file.labNumber)))
        .for('update');
      if (lab.currentVersion > 0) {
        const [current] = await tx
          .select({ contentHash: labVersions.contentHash })
          .from(labVersions)
          .where(and(eq(labVersions.labId, lab.id), eq(labVersions.version, lab.currentVersion)));
        if (current?.contentHash === contentHash) return 'unchanged';
      }
      const version = lab.currentVersion + 1;
      await tx.insert(labVersions).values({ labId: lab.id, version, contentHash, content: file });
      await tx.update(labs).set({ currentVersion: version }).where(eq(labs.id, lab.id));
      return version === 1 ? 'created' : 'updated';
    });
  }
}
