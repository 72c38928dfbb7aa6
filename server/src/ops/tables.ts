import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type Executor = Pick<Db, 'execute'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The application's tables (schema public), parents before children, so rows can be inserted
 * in this order without breaking a foreign key. pg-boss's queue (schema pgboss) is left out:
 * a restored submission without a live job is re-queued by the orphan sweep.
 */
export async function tablesInInsertOrder(db: Executor): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((t) => t.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public' and c.relname <> p.relname`),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** The hashes of the migrations applied to this database, oldest first. */
export async function appliedMigrations(db: Executor): Promise<string[]> {
  return rowsOf<{ hash: string }>(await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`)).map((m) => m.hash);
}
