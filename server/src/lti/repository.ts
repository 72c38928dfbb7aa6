import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import {
  labs,
  ltiAccounts,
  ltiDeepLinkRequests,
  ltiHandoffs,
  ltiKeys,
  ltiLaunchStates,
  ltiPlatforms,
  ltiRegistrationLinks,
  ltiUsedNonces,
  professorCourses,
  universities,
  users,
  type LtiKeyRow,
  type LtiPlatformRow,
} from '../db/schema/index.js';

export type NewPlatform = Omit<typeof ltiPlatforms.$inferInsert, 'id' | 'createdAt'>;
export interface LtiPerson {
  issuer: string;
  sub: string;
  platformId: string;
  universityId: string;
  role: 'professor' | 'student';
  firstName: string;
  lastName: string;
}
export type ProvisionResult = { userId: string } | { refused: 'courseFull' | 'roleChanged' | 'otherUniversity' };

/** Every query of the LTI feature. */
export class LtiRepository {
  constructor(private readonly db: Db) {}

  // Keys

  async signingKey(): Promise<LtiKeyRow | undefined> {
    const [row] = await this.db.select().from(ltiKeys).where(isNull(ltiKeys.retiredAt)).orderBy(desc(ltiKeys.createdAt)).limit(1);
    return row;
  }

  /** Keys platforms may still verify with: the unretired, and those retired after `since`. */
  async publishedKeys(since: Date): Promise<LtiKeyRow[]> {
    return this.db
      .select()
      .from(ltiKeys)
      .where(or(isNull(ltiKeys.retiredAt), gt(ltiKeys.retiredAt, since)))
      .orderBy(desc(ltiKeys.createdAt));
  }

  /**
   * Adds a key under a lock, retiring the others when `rotate`; without `rotate` only when none
   * is current (so processes starting together create one key, not several).
   */
  async addKey(key: Pick<LtiKeyRow, 'kid' | 'privateKey' | 'publicJwk'>, rotate: boolean): Promise<LtiKeyRow> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nurselab.lti_keys'))`);
      if (!rotate) {
        const [current] = await tx.select().from(ltiKeys).where(isNull(ltiKeys.retiredAt)).orderBy(desc(ltiKeys.createdAt)).limit(1);
        if (current) return current;
      }
      await tx.update(ltiKeys).set({ retiredAt: new Date() }).where(isNull(ltiKeys.retiredAt));
      const [row] = await tx.insert(ltiKeys).values(key).returning();
      return row;
    });
  }

  // Platforms

  async platforms(): Promise<(LtiPlatformRow & { universityName: string })[]> {
    const rows = await this.db
      .select({ platform: ltiPlatforms, universityName: universities.name })
      .from(ltiPlatforms)
      .innerJoin(universities, eq(universities.id, ltiPlatforms.universityId))
      .orderBy(asc(ltiPlatforms.createdAt));
    return rows.map((r) => ({ ...r.platform, universityName: r.universityName }));
  }

  async platform(id: string): Promise<LtiPlatformRow | undefined> {
    const [row] = await this.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
    return row;
  }

  /** The platforms of an issuer (one per client id). */
  async platformsOf(issuer: string): Promise<LtiPlatformRow[]> {
    return this.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, issuer));
  }

  /** undefined when the (issuer, client id) is taken. */
  async insertPlatform(platform: NewPlatform): Promise<LtiPlatformRow | undefined> {
    try {
      const [row] = await this.db.insert(ltiPlatforms).values(platform).returning();
      return row;
    } catch (err) {
      if (pgErrorCode(err) === UNIQUE_VIOLATION) return undefined;
      throw err;
    }
  }

  async deletePlatform(id: string): Promise<boolean> {
    const rows = await this.db.delete(ltiPlatforms).where(eq(ltiPlatforms.id, id)).returning({ id: ltiPlatforms.id });
    return rows.length > 0;
  }

  /** Records a deployment first seen on a platform that listed none (atomic, idempotent). */
  async addDeployment(platformId: string, deploymentId: string): Promise<void> {
    await this.db
      .update(ltiPlatforms)
      .set({ deploymentIds: sql`${ltiPlatforms.deploymentIds} || ${JSON.stringify([deploymentId])}::jsonb` })
      .where(and(eq(ltiPlatforms.id, platformId), sql`not ${ltiPlatforms.deploymentIds} ? ${deploymentId}`));
  }

  async frameOrigins(): Promise<string[]> {
    const rows = await this.db.select({ origins: ltiPlatforms.frameOrigins }).from(ltiPlatforms);
    return [...new Set(rows.flatMap((r) => r.origins))];
  }

  async universityCourse(id: string): Promise<string | undefined> {
    const [row] = await this.db.select({ course: universities.course }).from(universities).where(eq(universities.id, id));
    return row?.course;
  }

  async universityExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: universities.id }).from(universities).where(eq(universities.id, id));
    return Boolean(row);
  }

  // Dynamic registration links

  async createRegistrationLink(universityId: string, createdBy: string, expiresAt: Date): Promise<string> {
    const [row] = await this.db.insert(ltiRegistrationLinks).values({ universityId, createdBy, expiresAt }).returning({ id: ltiRegistrationLinks.id });
    return row.id;
  }

  async registrationLink(id: string, now: Date): Promise<{ universityId: string } | undefined> {
    const [row] = await this.db
      .select({ universityId: ltiRegistrationLinks.universityId })
      .from(ltiRegistrationLinks)
      .where(and(eq(ltiRegistrationLinks.id, id), gt(ltiRegistrationLinks.expiresAt, now)));
    return row;
  }

  async deleteRegistrationLink(id: string): Promise<void> {
    await this.db.delete(ltiRegistrationLinks).where(eq(ltiRegistrationLinks.id, id));
  }

  // Launch state and nonces

  async saveState(state: string, nonce: string, platformId: string, expiresAt: Date): Promise<void> {
    await this.db.delete(ltiLaunchStates).where(lt(ltiLaunchStates.expiresAt, new Date()));
    await this.db.insert(ltiLaunchStates).values({ state, nonce, platformId, expiresAt });
  }

  /** The state's nonce and platform, deleting it: a state serves one launch. */
  async takeState(state: string, now: Date): Promise<{ nonce: string; platformId: string } | undefined> {
    const [row] = await this.db
      .delete(ltiLaunchStates)
      .where(eq(ltiLaunchStates.state, state))
      .returning({ nonce: ltiLaunchStates.nonce, platformId: ltiLaunchStates.platformId, expiresAt: ltiLaunchStates.expiresAt });
    return row && row.expiresAt > now ? row : undefined;
  }

  /** false when the nonce was used before (a replayed id_token). */
  async useNonce(platformId: string, nonce: string, expiresAt: Date): Promise<boolean> {
    await this.db.delete(ltiUsedNonces).where(lt(ltiUsedNonces.expiresAt, new Date()));
    const rows = await this.db.insert(ltiUsedNonces).values({ platformId, nonce, expiresAt }).onConflictDoNothing().returning({ nonce: ltiUsedNonces.nonce });
    return rows.length > 0;
  }

  // Users

  /**
   * The user the LMS knows as (issuer, sub): found, or created in the platform's university
   * (a student takes a seat), a lecturer added to the course. One transaction; a concurrent
   * first launch of the same person loses on the primary key and reads the winner's user.
   */
  async provision(person: LtiPerson): Promise<ProvisionResult> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const [linked] = await tx
            .select({ id: users.id, role: users.role, universityId: users.universityId })
            .from(ltiAccounts)
            .innerJoin(users, eq(users.id, ltiAccounts.userId))
            .where(and(eq(ltiAccounts.issuer, person.issuer), eq(ltiAccounts.sub, person.sub)));
          if (linked) {
            if (linked.role === 'admin') return { userId: linked.id };
            if (linked.role !== person.role) return { refused: 'roleChanged' as const };
            if (linked.role === 'student') return linked.universityId === person.universityId ? { userId: linked.id } : { refused: 'otherUniversity' as const };
            await tx.insert(professorCourses).values({ userId: linked.id, universityId: person.universityId }).onConflictDoNothing();
            await tx.update(users).set({ universityId: person.universityId }).where(and(eq(users.id, linked.id), isNull(users.universityId)));
            return { userId: linked.id };
          }
          if (person.role === 'student') {
            const [seat] = await tx
              .update(universities)
              .set({ registeredStudents: sql`${universities.registeredStudents} + 1` })
              .where(and(eq(universities.id, person.universityId), lt(universities.registeredStudents, universities.capacity)))
              .returning({ id: universities.id });
            if (!seat) return { refused: 'courseFull' as const };
          }
          const [user] = await tx
            .insert(users)
            .values({
              username: `lti_${randomBytes(6).toString('hex')}`,
              firstName: person.firstName,
              lastName: person.lastName,
              // No password: this account signs in through its LMS only.
              passwordHash: '!lti',
              role: person.role,
              universityId: person.universityId,
            })
            .returning({ id: users.id });
          if (person.role === 'professor') await tx.insert(professorCourses).values({ userId: user.id, universityId: person.universityId });
          await tx.insert(ltiAccounts).values({ issuer: person.issuer, sub: person.sub, userId: user.id, platformId: person.platformId });
          return { userId: user.id };
        });
      } catch (err) {
        if (pgErrorCode(err) !== UNIQUE_VIOLATION) throw err;
      }
    }
    throw new Error('could not provision the LTI user');
  }

  // Hand-off codes and deep-linking requests

  async saveHandoff(userId: string, target: string, expiresAt: Date): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.db.delete(ltiHandoffs).where(lt(ltiHandoffs.expiresAt, new Date()));
    await this.db.insert(ltiHandoffs).values({ code, userId, target, expiresAt });
    return code;
  }

  async takeHandoff(code: string, now: Date): Promise<{ userId: string; target: string } | undefined> {
    const [row] = await this.db.delete(ltiHandoffs).where(eq(ltiHandoffs.code, code)).returning();
    return row && row.expiresAt > now ? { userId: row.userId, target: row.target } : undefined;
  }

  async saveDeepLinkRequest(request: Omit<typeof ltiDeepLinkRequests.$inferInsert, 'id'>): Promise<string> {
    await this.db.delete(ltiDeepLinkRequests).where(lt(ltiDeepLinkRequests.expiresAt, new Date()));
    const [row] = await this.db.insert(ltiDeepLinkRequests).values(request).returning({ id: ltiDeepLinkRequests.id });
    return row.id;
  }

  async deepLinkRequest(id: string, now: Date) {
    const [row] = await this.db
      .select({ request: ltiDeepLinkRequests, platform: ltiPlatforms })
      .from(ltiDeepLinkRequests)
      .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiDeepLinkRequests.platformId))
      .where(and(eq(ltiDeepLinkRequests.id, id), gt(ltiDeepLinkRequests.expiresAt, now)));
    return row;
  }

  async deleteDeepLinkRequest(id: string): Promise<void> {
    await this.db.delete(ltiDeepLinkRequests).where(eq(ltiDeepLinkRequests.id, id));
  }

  async lab(id: string): Promise<{ id: string; subject: string; labNumber: number; universityId: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: labs.id, subject: labs.subject, labNumber: labs.labNumber, universityId: labs.universityId })
      .from(labs)
      .where(eq(labs.id, id));
    return row;
  }
}
