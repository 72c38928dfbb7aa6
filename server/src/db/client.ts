import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { MIGRATIONS_DIR } from '../paths.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL for code (pg-boss) that brings its own statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The server URL when kind is postgres (pg-boss brings its own pool there). */
  url?: string;
}

/** PostgreSQL through `DATABASE_URL`, otherwise embedded PGlite persisted in dataDir (or in memory). */
export async function openDatabase(options: { url?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined);
}

async function openPglite(dir: string | undefined): Promise<Database> {
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) =>
      // A prepared statement cannot hold several commands, so parameterless SQL goes through exec.
      values && values.length ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closed (restart, failover) is dropped and replaced by the
  // pool; without a listener the error would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      try {
        return (await pool.query('select 1 as ok')).rows.length === 1;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
