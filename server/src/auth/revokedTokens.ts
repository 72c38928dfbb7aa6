import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { revokedTokens } from '../db/schema/index.js';

/** Signed-out tokens, by id, kept until they would have expired anyway. */
export async function isTokenRevoked(db: Db, jti: string): Promise<boolean> {
  const [row] = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti));
  return !!row;
}

export async function revokeToken(db: Db, token: { jti: string; expiresAt: Date }): Promise<void> {
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}
