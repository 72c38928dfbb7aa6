import { createHash } from 'node:crypto';
import type { LabFile } from '@nurselab/core';
import type { Db } from '../db/client.js';
import { CatalogueRepository } from './repository.js';

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
  const repository = new CatalogueRepository(db);
  for (const file of files) report[await repository.syncLab(file, contentHash(file))]++;
  return report;
}
