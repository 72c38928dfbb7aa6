import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { MediaStorage } from '../storage/index.js';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, databaseFile, fileDigest, manifestFile, mediaFile, type BackupManifest } from './backup.js';
import { appliedMigrations, tablesInInsertOrder } from './tables.js';

/** Rows per INSERT: bounded by bytes so a table of long transcripts stays within memory. */
const BATCH_BYTES = 4 * 1_048_576;

export async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile(dir), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${dir} has no readable manifest.json: not a NurseLab backup, or one that did not finish`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`${dir} is not a NurseLab backup of version ${BACKUP_VERSION}`);
  }
  return manifest;
}

/**
 * Puts a backup back: migrates the database to this release, checks every recording against
 * its hash and stores it, then inserts every table's rows in one transaction. The database must
 * be empty unless `replace` is set, which first deletes the rows of every application table.
 */
export async function restoreBackup(database: Database, storage: MediaStorage, dir: string, options: { replace?: boolean } = {}): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  await database.migrate();
  const known = new Set(await appliedMigrations(database.db));
  if (manifest.migrations.some((hash) => !known.has(hash))) {
    throw new BackupError('This backup was taken by a newer release (it has migrations this one lacks): restore it with that release.');
  }
  const order = await tablesInInsertOrder(database.db);
  const unknown = manifest.tables.map((t) => t.name).filter((name) => !order.includes(name));
  if (unknown.length) throw new BackupError(`This release has no table ${unknown.join(', ')}: restore with the release that took the backup.`);
  if (!options.replace) {
    for (const table of order) {
      const { rows } = (await database.db.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as filled`)) as unknown as { rows: { filled: boolean }[] };
      if (rows[0].filled) throw new BackupError(`The database already has data (table ${table}): restore into an empty database, or pass --replace to delete what is there first.`);
    }
  }

  for (const item of manifest.media) {
    const file = mediaFile(dir, item.key);
    const digest = await fileDigest(file).catch(() => undefined);
    if (!digest || digest.sha256 !== item.sha256 || digest.size !== item.size) {
      throw new BackupError(`The backup's copy of ${item.key} is missing or damaged (size or sha256 differ from the manifest)`);
    }
    const stored = await storage.put(item.key, createReadStream(file));
    if (stored.size !== item.size) throw new BackupError(`Storing ${item.key} kept ${stored.size} of ${item.size} bytes`);
  }

  const inBackup = new Map(manifest.tables.map((t) => [t.name, t.rows]));
  const tables = sql.raw(order.map((t) => `"${t}"`).join(', '));
  await database.db.transaction(async (tx) => {
    if (options.replace) await tx.execute(sql`truncate table ${tables} cascade`);
    // The rows go back as they were: triggers that keep derived tables (student_progress) would
    // add rows of their own while the backup's copies of those tables are still to come.
    for (const table of order) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    for (const table of order) {
      if (!inBackup.get(table)) continue;
      const lines = (await readFile(databaseFile(dir, table), 'utf8')).split('\n').filter(Boolean);
      if (lines.length !== inBackup.get(table)) throw new BackupError(`database/${table}.jsonl has ${lines.length} rows, the manifest says ${inBackup.get(table)}`);
      const columns = Object.keys(JSON.parse(lines[0]) as object);
      const columnList = sql.raw(columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', '));
      for (let start = 0; start < lines.length; ) {
        let end = start;
        let bytes = 0;
        while (end < lines.length && (end === start || bytes + lines[end].length < BATCH_BYTES)) bytes += lines[end++].length;
        const json = `[${lines.slice(start, end).join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (${columnList}) select ${columnList} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
        );
        start = end;
      }
    }
    for (const table of order) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
  });
  return manifest;
}
