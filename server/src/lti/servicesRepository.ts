import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  labs,
  ltiAccounts,
  ltiContextMembers,
  ltiContexts,
  ltiLineItems,
  ltiPlatforms,
  ltiScorePosts,
  submissions,
  users,
  type LtiContextRow,
  type LtiPlatformRow,
} from '../db/schema/index.js';

export interface LaunchContext {
  platformId: string;
  contextId: string;
  title: string;
  lineitemsUrl: string | null;
  membershipsUrl: string | null;
  agsScopes: string[];
}

/** How long a dispatched post may wait for its job before it is sent again; how soon a failed one is tried again. */
const ENQUEUED_GRACE = '10 minutes';
const FAILED_RETRY_AFTER = '1 hour';
const RETRYING_LOST_AFTER = '12 hours';

/** The queries of LTI Advantage services: courses, their members, line items, score posts. */
export class LtiServicesRepository {
  constructor(private readonly db: Db) {}

  /** The course of a launch, its service URLs kept up to date (a launch brings the current ones). */
  async upsertContext(context: LaunchContext): Promise<LtiContextRow> {
    const [row] = await this.db
      .insert(ltiContexts)
      .values(context)
      .onConflictDoUpdate({
        target: [ltiContexts.platformId, ltiContexts.contextId],
        set: {
          title: context.title,
          lineitemsUrl: sql`coalesce(excluded.lineitems_url, ${ltiContexts.lineitemsUrl})`,
          membershipsUrl: sql`coalesce(excluded.memberships_url, ${ltiContexts.membershipsUrl})`,
          agsScopes: sql`case when jsonb_array_length(excluded.ags_scopes) > 0 then excluded.ags_scopes else ${ltiContexts.agsScopes} end`,
        },
      })
      .returning();
    return row;
  }

  async setMember(contextRef: string, userId: string, active: boolean): Promise<void> {
    await this.db
      .insert(ltiContextMembers)
      .values({ contextRef, userId, active })
      .onConflictDoUpdate({ target: [ltiContextMembers.contextRef, ltiContextMembers.userId], set: { active, updatedAt: new Date() } });
  }

  /**
   * The lab's line item in the course (its URL when the launch names one), and the student's
   * visible result marked to post if they have one already.
   */
  async linkLab(contextRef: string, labId: string, url: string | null, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [item] = await tx
        .insert(ltiLineItems)
        .values({ contextRef, labId, url })
        .onConflictDoUpdate({ target: [ltiLineItems.contextRef, ltiLineItems.labId], set: { url: sql`coalesce(excluded.url, ${ltiLineItems.url})` } })
        .returning({ id: ltiLineItems.id });
      await tx.execute(sql`
        insert into lti_score_posts (line_item_id, user_id)
        select ${item.id}, ${userId}
        where exists (select 1 from submissions s where s.user_id = ${userId} and s.lab_id = ${labId} and s.status = 'graded' and not s.result_held)
        on conflict do nothing`);
    });
  }

  async context(id: string): Promise<{ context: LtiContextRow; platform: LtiPlatformRow } | undefined> {
    const [row] = await this.db.select({ context: ltiContexts, platform: ltiPlatforms }).from(ltiContexts).innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId)).where(eq(ltiContexts.id, id));
    return row;
  }

  async contextsOf(universityIds: string[]) {
    if (!universityIds.length) return [];
    return this.db
      .select({ context: ltiContexts, platformName: ltiPlatforms.name, universityId: ltiPlatforms.universityId })
      .from(ltiContexts)
      .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
      .where(inArray(ltiPlatforms.universityId, universityIds))
      .orderBy(asc(ltiContexts.createdAt));
  }

  /** The students linked to a course: their platform user id and whether they still belong. */
  async studentMembers(contextRef: string, platformId: string): Promise<{ userId: string; sub: string; active: boolean }[]> {
    return this.db
      .select({ userId: ltiContextMembers.userId, sub: ltiAccounts.sub, active: ltiContextMembers.active })
      .from(ltiContextMembers)
      .innerJoin(users, eq(users.id, ltiContextMembers.userId))
      .innerJoin(ltiAccounts, and(eq(ltiAccounts.userId, users.id), eq(ltiAccounts.platformId, platformId)))
      .where(and(eq(ltiContextMembers.contextRef, contextRef), eq(users.role, 'student')));
  }

  /** Removed from the course: the membership off (data kept) and every session of theirs ended. */
  async deactivate(contextRef: string, userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    await this.db.transaction(async (tx) => {
      await tx
        .update(ltiContextMembers)
        .set({ active: false, updatedAt: new Date() })
        .where(and(eq(ltiContextMembers.contextRef, contextRef), inArray(ltiContextMembers.userId, userIds)));
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(inArray(users.id, userIds), eq(users.role, 'student')));
    });
  }

  async markSynced(contextRef: string): Promise<void> {
    await this.db.update(ltiContexts).set({ syncedAt: new Date() }).where(eq(ltiContexts.id, contextRef));
  }

  /** Is this user removed from every course of the platform they were in (and in none still)? */
  async removedEverywhere(userId: string, platformId: string): Promise<boolean> {
    const rows = await this.db
      .select({ active: ltiContextMembers.active })
      .from(ltiContextMembers)
      .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContextMembers.contextRef))
      .where(and(eq(ltiContextMembers.userId, userId), eq(ltiContexts.platformId, platformId)));
    return rows.length > 0 && rows.every((r) => !r.active);
  }

  // Score posts

  /** Posts due a job: new, lost on the way, or failed a while ago. Stamped as sent to the queue. */
  async claimDue(): Promise<{ lineItemId: string; userId: string }[]> {
    return this.db
      .update(ltiScorePosts)
      .set({ enqueuedAt: new Date() })
      .where(
        or(
          and(eq(ltiScorePosts.state, 'pending'), or(isNull(ltiScorePosts.enqueuedAt), lt(ltiScorePosts.enqueuedAt, sql`now() - ${ENQUEUED_GRACE}::interval`))),
          and(eq(ltiScorePosts.state, 'failed'), lt(ltiScorePosts.updatedAt, sql`now() - ${FAILED_RETRY_AFTER}::interval`)),
          and(eq(ltiScorePosts.state, 'retrying'), lt(ltiScorePosts.updatedAt, sql`now() - ${RETRYING_LOST_AFTER}::interval`)),
        ),
      )
      .returning({ lineItemId: ltiScorePosts.lineItemId, userId: ltiScorePosts.userId });
  }

  async unclaim(lineItemId: string, userId: string): Promise<void> {
    await this.db.update(ltiScorePosts).set({ enqueuedAt: null }).where(and(eq(ltiScorePosts.lineItemId, lineItemId), eq(ltiScorePosts.userId, userId)));
  }

  /** Everything a post needs: the row, its line item and course, the platform, the student's platform id. */
  async post(lineItemId: string, userId: string) {
    const [row] = await this.db
      .select({ post: ltiScorePosts, lineItem: ltiLineItems, context: ltiContexts, platform: ltiPlatforms, lab: { subject: labs.subject, labNumber: labs.labNumber } })
      .from(ltiScorePosts)
      .innerJoin(ltiLineItems, eq(ltiLineItems.id, ltiScorePosts.lineItemId))
      .innerJoin(ltiContexts, eq(ltiContexts.id, ltiLineItems.contextRef))
      .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
      .innerJoin(labs, eq(labs.id, ltiLineItems.labId))
      .where(and(eq(ltiScorePosts.lineItemId, lineItemId), eq(ltiScorePosts.userId, userId)));
    if (!row) return undefined;
    const [account] = await this.db
      .select({ sub: ltiAccounts.sub })
      .from(ltiAccounts)
      .where(and(eq(ltiAccounts.userId, userId), eq(ltiAccounts.platformId, row.platform.id)));
    return { ...row, sub: account?.sub };
  }

  /** The score the gradebook shows: the student's best result they can see for the lab (none while held). */
  async visibleResult(userId: string, labId: string): Promise<{ score: number; isPass: boolean } | undefined> {
    const [row] = await this.db
      .select({ score: submissions.score, isPass: submissions.isPass })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), eq(submissions.labId, labId), eq(submissions.status, 'graded'), eq(submissions.resultHeld, false)))
      .orderBy(desc(submissions.score))
      .limit(1);
    return row && row.score !== null ? { score: row.score, isPass: Boolean(row.isPass) } : undefined;
  }

  async setLineItemUrl(id: string, url: string): Promise<void> {
    await this.db.update(ltiLineItems).set({ url }).where(and(eq(ltiLineItems.id, id), isNull(ltiLineItems.url)));
  }

  /**
   * The post's outcome, only if nothing changed the result meanwhile (same version): a newer
   * change left the row pending and is posted by its own job.
   */
  async finish(lineItemId: string, userId: string, version: number, outcome: { state: 'sent' | 'nothing' | 'retrying' | 'failed'; score?: number | null; error?: string | null }): Promise<void> {
    const now = new Date();
    await this.db
      .update(ltiScorePosts)
      .set({
        state: outcome.state,
        attempts: sql`${ltiScorePosts.attempts} + 1`,
        lastError: outcome.error ?? null,
        updatedAt: now,
        ...(outcome.score !== undefined ? { score: outcome.score } : {}),
        ...(outcome.state === 'sent' ? { sentAt: now } : {}),
      })
      .where(and(eq(ltiScorePosts.lineItemId, lineItemId), eq(ltiScorePosts.userId, userId), eq(ltiScorePosts.version, version)));
  }

  /** The grade passback state of a university's LTI students, per lab, for the lecturer. */
  async postsOf(universityIds: string[]) {
    if (!universityIds.length) return [];
    return this.db
      .select({
        userId: ltiScorePosts.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        labNumber: labs.labNumber,
        subject: labs.subject,
        state: ltiScorePosts.state,
        attempts: ltiScorePosts.attempts,
        score: ltiScorePosts.score,
        lastError: ltiScorePosts.lastError,
        updatedAt: ltiScorePosts.updatedAt,
        contextTitle: ltiContexts.title,
      })
      .from(ltiScorePosts)
      .innerJoin(ltiLineItems, eq(ltiLineItems.id, ltiScorePosts.lineItemId))
      .innerJoin(ltiContexts, eq(ltiContexts.id, ltiLineItems.contextRef))
      .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
      .innerJoin(users, eq(users.id, ltiScorePosts.userId))
      .innerJoin(labs, eq(labs.id, ltiLineItems.labId))
      .where(inArray(ltiPlatforms.universityId, universityIds))
      .orderBy(asc(labs.labNumber), asc(users.lastName), asc(users.firstName))
      .limit(2000);
  }
}
