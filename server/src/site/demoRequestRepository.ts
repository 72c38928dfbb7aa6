import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DemoRequest } from '@nurselab/core';
import type { Db } from '../db/client.js';
import { demoRequests, type DemoRequestRow } from '../db/schema/index.js';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Queries on demo_requests; nothing else touches the table. */
export class DemoRequestRepository {
  constructor(private readonly db: Db) {}

  /** Runs work holding a lock on one client address, so concurrent requests from it count one after another. */
  withClientLock<T>(clientAddress: string, work: (tx: DemoRequestRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'demo:' + clientAddress}))`);
      return work(new DemoRequestRepository(tx as unknown as Db));
    });
  }

  async countSince(clientAddress: string, since: Date): Promise<number> {
    const [row] = await (this.db as Executor)
      .select({ n: count() })
      .from(demoRequests)
      .where(and(eq(demoRequests.clientAddress, clientAddress), gt(demoRequests.createdAt, since)));
    return row.n;
  }

  async insert(request: DemoRequest, clientAddress: string): Promise<DemoRequestRow> {
    const [row] = await (this.db as Executor)
      .insert(demoRequests)
      .values({ ...request, phone: request.phone ?? null, message: request.message ?? null, clientAddress })
      .returning();
    return row;
  }

  /** Newest first. */
  list(limit: number): Promise<DemoRequestRow[]> {
    return (this.db as Executor).select().from(demoRequests).orderBy(desc(demoRequests.createdAt), desc(demoRequests.id)).limit(limit);
  }

  async setHandled(id: string, handled: boolean): Promise<DemoRequestRow | undefined> {
    const [row] = await (this.db as Executor)
      .update(demoRequests)
      .set({ handledAt: handled ? new Date() : null })
      .where(eq(demoRequests.id, id))
      .returning();
    return row;
  }
}
