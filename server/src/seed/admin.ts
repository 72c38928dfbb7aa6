import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** Creates the administrator, or resets its password and role if the username exists. */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) {
    await db.update(users).set({ passwordHash, role: 'admin', universityId: null }).where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({ username, firstName: 'Admin', lastName: 'NurseLab', passwordHash, role: 'admin' });
  }
}
