import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { syncLabs } from '../../src/catalogue/contentSync.js';
import type { Database } from '../../src/db/client.js';
import { labs, labVersions } from '../../src/db/schema/index.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';

const { labs: files } = await loadLabFiles();

describe.each(DATABASE_KINDS)('loading content into the database (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('is idempotent and versions changed content', async () => {
    const first = await syncLabs(database.db, files);
    expect(first).toEqual({ created: files.length, updated: 0, unchanged: 0 });
    const second = await syncLabs(database.db, files);
    expect(second).toEqual({ created: 0, updated: 0, unchanged: files.length });

    const changed = structuredClone(files[0]);
    changed.questions[0].rubric[0].weight += 1;
    expect(await syncLabs(database.db, [changed])).toEqual({ created: 0, updated: 1, unchanged: 0 });

    const [lab] = await database.db
      .select()
      .from(labs)
      .where(and(eq(labs.subject, changed.subject), eq(labs.labNumber, changed.labNumber)));
    const versions = await database.db.select().from(labVersions).where(eq(labVersions.labId, lab.id));
    expect(lab.currentVersion).toBe(2);
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(versions.find((v) => v.version === 1)!.content.questions[0].rubric[0].weight).toBe(files[0].questions[0].rubric[0].weight);
  });

  it('is safe when two processes load at once', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const reports = await Promise.all([syncLabs(fresh.db, files), syncLabs(fresh.db, files)]);
      expect(reports.reduce((n, r) => n + r.created, 0)).toBe(files.length);
      expect((await fresh.db.select().from(labVersions)).length).toBe(files.length);
    } finally {
      await fresh.close();
    }
  });
});
