import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { privacyConsents } from '../db/schema/index.js';

/** The queries of consents to the privacy notice. */
export class ConsentRepository {
  constructor(private readonly db: Db) {}

  async consentedAt(userId: string, noticeVersion: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: privacyConsents.consentedAt })
      .from(privacyConsents)
      .where(and(eq(privacyConsents.userId, userId), eq(privacyConsents.noticeVersion, noticeVersion)));
    return row?.at ?? null;
  }

  /** Idempotent: consenting twice keeps the first time. */
  async record(userId: string, noticeVersion: string): Promise<Date> {
    await this.db.insert(privacyConsents).values({ userId, noticeVersion }).onConflictDoNothing();
    return (await this.consentedAt(userId, noticeVersion))!;
  }
}
