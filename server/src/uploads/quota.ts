import { MAX_UPLOAD_BYTES } from '@nurselab/core';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uploadsInProgress } from '../db/schema/index.js';
import { ApiError } from '../http/errors.js';

export interface Reservation {
  id: string;
  ownerId: string;
  declaredBytes: number;
  createdAt: Date;
}

export interface QuotaLimits {
  maxUnfinished: number;
  maxBytes: number;
}

/**
 * Per user: how many uploads may be unfinished at once, and how many bytes they may announce
 * together. Kept in PostgreSQL and checked under a per-user advisory lock, so parallel
 * requests on any number of API processes cannot pass it together.
 */
export class UploadQuota {
  constructor(
    private readonly db: Db,
    private readonly limits: QuotaLimits,
  ) {}

  /** Records an unfinished upload, or refuses it (429 too many, 413 too many bytes). Idempotent per id. */
  async reserve(ownerId: string, id: string, declaredBytes: number | undefined): Promise<void> {
    const bytes = declaredBytes ?? MAX_UPLOAD_BYTES;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${ownerId}`}, 0))`);
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploadsInProgress.declaredBytes}), 0)::float8`, mine: sql<number>`count(*) filter (where ${uploadsInProgress.id} = ${id})::int` })
        .from(uploadsInProgress)
        .where(eq(uploadsInProgress.ownerId, ownerId));
      if (held.mine > 0) return;
      if (held.count >= this.limits.maxUnfinished) throw new ApiError(429, 'upload.tooManyUnfinished', [], { count: held.count });
      if (Number(held.bytes) + bytes > this.limits.maxBytes) {
        throw new ApiError(413, 'upload.quotaExceeded', [], { maxMb: Math.floor(this.limits.maxBytes / 1_048_576) });
      }
      await tx.insert(uploadsInProgress).values({ id, ownerId, declaredBytes: bytes });
    });
  }

  /**
   * Takes a reservation away, for the one request that may use what it reserved (assembling a
   * legacy upload): of two processes claiming at once, exactly one gets it.
   */
  async claim(id: string): Promise<Reservation | undefined> {
    const [row] = await this.db.delete(uploadsInProgress).where(eq(uploadsInProgress.id, id)).returning();
    return row ? { id: row.id, ownerId: row.ownerId, declaredBytes: row.declaredBytes, createdAt: row.createdAt } : undefined;
  }

  /** Puts back a claimed reservation whose use failed (the parts are kept for a retry). */
  async restore(reservation: Reservation): Promise<void> {
    await this.db.insert(uploadsInProgress).values(reservation).onConflictDoNothing();
  }

  async release(id: string): Promise<void> {
    await this.db.delete(uploadsInProgress).where(eq(uploadsInProgress.id, id));
  }

  /** Forgets reservations older than the upload expiry (their files are swept at the same age). */
  async releaseOlderThan(ageMs: number): Promise<void> {
    await this.db.delete(uploadsInProgress).where(lt(uploadsInProgress.createdAt, sql`now() - ${`${ageMs} milliseconds`}::interval`));
  }
}
