import type { Db } from '../db/client.js';
import { loadLabFiles } from './contentFiles.js';
import { syncLabs, type SyncReport } from './contentSync.js';

export class ContentError extends Error {}

/** Validates content/ and loads it into the database; invalid content stops the start. */
export async function loadContent(db: Db, dir?: string): Promise<SyncReport> {
  const { labs, problems } = await loadLabFiles(dir);
  if (problems.length) {
    throw new ContentError(`Invalid lab content:\n${problems.map((p) => `  ${p.file}: ${p.message}`).join('\n')}`);
  }
  return syncLabs(db, labs);
}
