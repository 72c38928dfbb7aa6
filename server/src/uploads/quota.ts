import { MAX_UPLOAD_BYTES } from '@nurselab/core';
import { ApiError } from '../http/errors.js';
import type { QuotaRepository, Reservation } from './quotaRepository.js';

export type { Reservation } from './quotaRepository.js';

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
    private readonly repository: QuotaRepository,
    private readonly limits: QuotaLimits,
  ) {}

  /** Records an unfinished upload, or refuses it (429 too many, 413 too many bytes). Idempotent per id. */
  async reserve(ownerId: string, id: string, declaredBytes: number | undefined): Promise<void> {
    const bytes = declaredBytes ?? MAX_UPLOAD_BYTES;
    await this.repository.reserve(ownerId, id, bytes, (held) => {
      if (held.count >= this.limits.maxUnfinished) throw new ApiError(429, 'upload.tooManyUnfinished', [], { count: held.count });
      if (held.bytes + bytes > this.limits.maxBytes) {
        throw new ApiError(413, 'upload.quotaExceeded', [], { maxMb: Math.floor(this.limits.maxBytes / 1_048_576) });
      }
    });
  }

  /**
   * Takes a reservation away, for the one request that may use what it reserved (assembling a
   * legacy upload): of two processes claiming at once, exactly one gets it.
   */
  async claim(id: string): Promise<Reservation | undefined> {
    return this.repository.take(id);
  }

  /** Puts back a claimed reservation whose use failed (the parts are kept for a retry). */
  async restore(reservation: Reservation): Promise<void> {
    await this.repository.restore(reservation);
  }

  async release(id: string): Promise<void> {
    await this.repository.remove(id);
  }

  /** Forgets reservations older than the upload expiry (their files are swept at the same age). */
  async releaseOlderThan(ageMs: number): Promise<void> {
    await this.repository.removeOlderThan(ageMs);
  }
}
