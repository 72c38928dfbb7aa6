import { createHash } from 'node:crypto';
import type { LabFile } from '@nurselab/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { labs, labVersions } from '../db/schema/index.js';

/** A hash of the content that does not depend on key order. */
export function contentHash(lab: LabFile): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(lab))).digest('hex');
}

export interface SyncReport {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Loads lab files into the database: a new lab gets version 1, a changed one a new version,
 * an unchanged one nothing. Safe to run at every start and from several processes.
 */
export async function syncLabs(db: Db, files: LabFile[]): Promise<SyncReport> {
  const report: SyncReport = { created: 0, updated: 0, unchanged: 0 };
  for (const file of files) {
    const hash = contentHash(file);
    await db.transaction(async (tx) => {
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
        if (current?.contentHash === hash) {
          report.unchanged++;
          return;
        }
      }
      const version = lab.currentVersion + 1;
      await tx.insert(labVersions).values({ labId: lab.id, version, contentHash: hash, content: file });
      await tx.update(labs).set({ currentVersion: version }).where(eq(labs.id, lab.id));
      if (version === 1) report.created++;
      else report.updated++;
    });
  }
  return report;
}
