import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uploadsInProgress } from '../db/schema/index.js';

export interface Reservation {
  id: string;
  ownerId: string;
  declaredBytes: number;
  createdAt: Date;
}

/** What one user's unfinished uploads hold. */
export interface HeldUploads {
  count: number;
  bytes: number;
}

/** The unfinished uploads of every user (uploads_in_progress). */
export class QuotaRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records an unfinished upload unless it is already recorded. Under a per-user advisory lock
   * held to the end of the transaction, `admit` sees what the user holds and may refuse (throw):
   * parallel requests on any number of API processes cannot pass it together.
   */
  async reserve(ownerId: string, id: string, declaredBytes: number, admit: (held: HeldUploads) => void): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${ownerId}`}, 0))`);
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploadsInProgress.declaredBytes}), 0)::float8`, mine: sql<number>`count(*) filter (where ${uploadsInProgress.id} = ${id})::int` })
        .from(uploadsInProgress)
        .where(eq(uploadsInProgress.ownerId, ownerId));
      if (held.mine > 0) return;
      admit({ count: held.count, bytes: Number(held.bytes) });
      await tx.insert(uploadsInProgress).values({ id, ownerId, declaredBytes });
    });
  }

  /** Deletes the reservation and returns it: of two processes taking it at once, exactly one gets it. */
  async take(id: string): Promise<Reservation | undefined> {
    const [row] = await this.db.delete(uploadsInProgress).where(eq(uploadsInProgress.id, id)).returning();
    return row ? { id: row.id, ownerId: row.ownerId, declaredBytes: row.declaredBytes, createdAt: row.createdAt } : undefined;
  }

  async restore(reservation: Reservation): Promise<void> {
    await this.db.insert(uploadsInProgress).values(reservation).onConflictDoNothing();
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(uploadsInProgress).where(eq(uploadsInProgress.id, id));
  }

  async removeOlderThan(ageMs: number): Promise<void> {
    await this.db.delete(uploadsInProgress).where(lt(uploadsInProgress.createdAt, sql`now() - ${`${ageMs} milliseconds`}::interval`));
  }
}
