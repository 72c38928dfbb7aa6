import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { MediaStorage } from '../storage/index.js';
import { appliedMigrations, tablesInInsertOrder } from './tables.js';

export const BACKUP_FORMAT = 'nurselab-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Where it was taken from (a backup restores into either kind). */
  database: Database['kind'];
  storage: MediaStorage['kind'];
  /** Migrations applied when it was taken: a restore needs a release that has all of them. */
  migrations: string[];
  /** Parents before children; each table's rows are database/<name>.jsonl, one JSON object a line. */
  tables: { name: string; rows: number }[];
  /** Each stored recording: media/<key>. */
  media: { key: string; size: number; sha256: string }[];
}

/** Columns that hold media storage keys: the recordings a backup must carry. */
export const MEDIA_KEY_COLUMNS: Record<string, string[]> = { submissions: ['media_key', 'playback_key'] };

export class BackupError extends Error {
  readonly name = 'BackupError';
}

export const databaseFile = (dir: string, table: string) => path.join(dir, 'database', `${table}.jsonl`);
export const mediaFile = (dir: string, key: string) => path.join(dir, 'media', ...key.split('/'));
export const manifestFile = (dir: string) => path.join(dir, 'manifest.json');

/**
 * Writes the database (every application table, read in one repeatable-read snapshot) and the
 * recordings its rows name into `dir`, which must be new or empty. The manifest is written
 * last, so a backup cut short is never taken for a whole one.
 */
export async function createBackup(database: Database, storage: MediaStorage, dir: string): Promise<BackupManifest> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length) throw new BackupError(`${dir} is not empty: a backup goes into a new directory`);
  await mkdir(path.join(dir, 'database'));

  const mediaKeys = new Set<string>();
  const { tables, migrations } = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const names = await tablesInInsertOrder(tx);
    const counted: BackupManifest['tables'] = [];
    for (const name of names) {
      const { rows } = (await tx.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`)) as unknown as { rows: { row: string }[] };
      await writeFile(databaseFile(dir, name), rows.map((r) => r.row + '\n').join(''));
      counted.push({ name, rows: rows.length });
      for (const column of MEDIA_KEY_COLUMNS[name] ?? []) {
        for (const { row } of rows) {
          const key = (JSON.parse(row) as Record<string, unknown>)[column];
          if (typeof key === 'string') mediaKeys.add(key);
        }
      }
    }
    return { tables: counted, migrations: await appliedMigrations(tx) };
  });

  const media: BackupManifest['media'] = [];
  for (const key of [...mediaKeys].sort()) {
    const target = mediaFile(dir, key);
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(await storage.createReadStream(key), measure, createWriteStream(target, { flags: 'wx' }));
    media.push({ key, size, sha256: hash.digest('hex') });
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: database.kind,
    storage: storage.kind,
    migrations,
    tables,
    media,
  };
  await writeFile(manifestFile(dir), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** sha256 and size of a file in the backup. */
export async function fileDigest(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
