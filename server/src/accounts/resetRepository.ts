import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notificationSettings, passwordResets, users } from '../db/schema/index.js';

export interface ResetTarget {
  id: string;
  username: string;
  role: 'admin' | 'professor' | 'student';
  universityId: string | null;
}

/** The queries of password resets. */
export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  async user(where: { id: string } | { username: string }): Promise<ResetTarget | undefined> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username, role: users.role, universityId: users.universityId })
      .from(users)
      .where('id' in where ? eq(users.id, where.id) : eq(users.username, where.username));
    return row;
  }

  /** The e-mail address and language the user gave for notifications, if any. */
  async emailOf(userId: string): Promise<{ email: string; language: string } | undefined> {
    const [row] = await this.db
      .select({ email: notificationSettings.email, language: notificationSettings.language })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    return row?.email ? { email: row.email, language: row.language } : undefined;
  }

  /** A new link spends the user's earlier unused ones: only the latest works. */
  async create(userId: string, tokenHash: string, expiresAt: Date, issuedBy: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt, issuedBy });
    });
  }

  /**
   * Spends a live link and sets the password in one transaction: of two concurrent uses, one
   * wins. Returns the user, or undefined when the link is unknown, used or expired.
   */
  async spend(tokenHash: string, passwordHash: string): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .returning({ userId: passwordResets.userId });
      if (!spent) return undefined;
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, spent.userId));
      return spent.userId;
    });
  }

  async isLive(tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
    return !!row;
  }
}
