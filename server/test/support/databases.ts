import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

/** The PostgreSQL server tests use when it is reachable (this machine and CI run one). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'pglite' | 'postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PGlite always; PostgreSQL too when reachable (REQUIRE_POSTGRES=1, set by .ci/run, or CI makes its absence an error). */
export const DATABASE_KINDS: DatabaseKind[] = (await postgresReachable())
  ? ['pglite', 'postgres']
  : process.env.REQUIRE_POSTGRES === '1' || process.env.CI === 'true'
    ? (() => {
        throw new Error(`PostgreSQL at ${TEST_POSTGRES_URL} is not reachable`);
      })()
    : ['pglite'];

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server, dropped on close. */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase('nurselab_test');
  const database = await openDatabase({ url: scratch.url, poolSize: 20 });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the test PostgreSQL server (for tests and benches); drop() removes it. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      // Let other pools (pg-boss, worker processes) finish closing before forcing the rest.
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
