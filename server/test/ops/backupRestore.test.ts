import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/catalogue/loadContent.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { labs, labVersions, submissions, users } from '../../src/db/schema/index.js';
import { createBackup } from '../../src/ops/backup.js';
import { restoreBackup } from '../../src/ops/restore.js';
import { tablesInInsertOrder } from '../../src/ops/tables.js';
import { seedDemoOnce } from '../../src/seed/demo.js';
import { LocalDiskStorage, originalMediaKey, playbackMediaKey, S3Storage, type MediaStorage } from '../../src/storage/index.js';
import { startS3StandIn, type S3StandIn } from '../uploads/s3StandIn.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';
import { REPO_ROOT } from '../support/processes.js';

const run = promisify(execFile);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Demo accounts, the labs, and three graded answers with recordings of their own bytes. */
async function seed(database: Database, storage: MediaStorage): Promise<Map<string, string>> {
  await loadContent(database.db);
  await seedDemoOnce(database.db);
  const [lab] = await database.db.select().from(labs).limit(1);
  const [version] = await database.db.select().from(labVersions).where(eq(labVersions.labId, lab.id)).limit(1);
  const students = await database.db.select().from(users).where(eq(users.role, 'student')).limit(3);
  const media = new Map<string, string>();
  for (const [i, student] of students.entries()) {
    const id = randomUUID();
    const original = originalMediaKey(id, 'webm');
    const playback = i === 0 ? playbackMediaKey(id, 'audio') : null;
    for (const key of [original, playback]) {
      if (!key) continue;
      const bytes = randomBytes(200_000 + i * 900_000);
      await storage.put(key, Readable.from([bytes]));
      media.set(key, sha(bytes));
    }
    await database.db.insert(submissions).values({
      id,
      userId: student.id,
      labId: lab.id,
      labVersionId: version.id,
      attempt: 1,
      language: 'th',
      fileType: 'audio',
      mimeType: 'audio/webm',
      mediaKey: original,
      playbackKey: playback,
      sizeBytes: 200_000 + i * 900_000,
      durationSeconds: 61.25 + i,
      status: 'graded',
      score: 87.5 - i * 0.1,
      isPass: true,
      pros: ['ประเมินสัญญาณชีพ "ครบ"', 'quote \' and \\ backslash'],
      evaluation: { transcript: 'วัดความดัน 120/80 mmHg', items: [{ id: 'a', met: true }], seconds: 12.125 },
      gradedAt: new Date('2026-11-24T10:11:12.345Z'),
    });
  }
  return media;
}

/** Every row of every application table, as text, in a stable order. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInInsertOrder(database.db)) {
    const { rows } = (await database.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`)) as unknown as { rows: { row: string }[] };
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

/** Triggers left disabled (a restore turns them off while it inserts, and must turn them on again). */
async function disabledTriggers(database: Database): Promise<number> {
  const { rows } = (await database.db.execute(sql`select count(*)::int as n from pg_trigger where not tgisinternal and tgenabled <> 'O'`)) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

async function mediaDigests(storage: MediaStorage, keys: Iterable<string>): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const key of keys) {
    const pieces: Buffer[] = [];
    for await (const piece of await storage.createReadStream(key)) pieces.push(piece as Buffer);
    digests.set(key, sha(Buffer.concat(pieces)));
  }
  return digests;
}

let work: string;
let s3: S3StandIn;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'nurselab-backup-test-'));
  s3 = await startS3StandIn('media');
});
afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('embedded PGlite and local disk, through npm run backup / restore: same rows and same media bytes after a wipe', async () => {
    const dataDir = path.join(work, 'embedded');
    const backupDir = path.join(work, 'embedded-backup');
    const storage = new LocalDiskStorage(path.join(dataDir, 'media'));
    await mkdir(dataDir);
    let database = await openDatabase({ dataDir });
    await database.migrate();
    const media = await seed(database, storage);
    const before = await snapshot(database);
    await database.close();

    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, STORAGE: 'local' };
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const backup = await run(tsx, ['server/src/ops/backupMain.ts', backupDir], { cwd: REPO_ROOT, env });
    expect(backup.stdout).toMatch(/Backup written .* 4 recordings/);

    await rm(dataDir, { recursive: true, force: true });
    await run(tsx, ['server/src/ops/restoreMain.ts', backupDir], { cwd: REPO_ROOT, env });

    database = await openDatabase({ dataDir });
    try {
      expect(before.users.length).toBeGreaterThan(10);
      expect(await snapshot(database)).toEqual(before);
      expect(before.submissions).toHaveLength(3);
      expect(await mediaDigests(storage, media.keys())).toEqual(media);
      expect(await disabledTriggers(database)).toBe(0);
    } finally {
      await database.close();
    }
  }, 600_000);

  it.runIf(DATABASE_KINDS.includes('postgres'))('PostgreSQL and S3: same rows and same media bytes after a wipe; a filled database needs --replace', async () => {
    const backupDir = path.join(work, 'postgres-backup');
    const storage = new S3Storage({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
    });
    let database = await createTestDatabase('postgres');
    const media = await seed(database, storage);
    const before = await snapshot(database);
    const manifest = await createBackup(database, storage, backupDir);
    expect(manifest.media.map((m) => m.key).sort()).toEqual([...media.keys()].sort());
    await database.close();
    s3.objects.clear();

    database = await createTestDatabase('postgres');
    try {
      await restoreBackup(database, storage, backupDir);
      expect(await snapshot(database)).toEqual(before);
      expect(await mediaDigests(storage, media.keys())).toEqual(media);

      await expect(restoreBackup(database, storage, backupDir)).rejects.toThrow(/already has data.*--replace/);
      await database.db.delete(submissions);
      await restoreBackup(database, storage, backupDir, { replace: true });
      expect(await snapshot(database)).toEqual(before);
      expect(before.student_progress.length).toBeGreaterThan(0);
      expect(await disabledTriggers(database)).toBe(0);
    } finally {
      await database.close();
      storage.destroy();
    }
  }, 600_000);
});
