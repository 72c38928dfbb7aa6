import type { PasswordChangeInput, PublicUser, SigninInput, SignupInput } from '@nurselab/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { universities, users } from '../db/schema/index.js';
import { revokeToken } from '../auth/revokedTokens.js';
import type { Principal } from '../auth/guards.js';
import { ApiError, badRequest, conflict, unauthorized } from '../http/errors.js';
import { findUserWithUniversity, toPublicUser } from './publicUser.js';
import { newPasswordHash } from './passwordPolicy.js';
import type { SigninThrottle } from './signinThrottle.js';
import type { RegisterCodeGuard } from './registerCodeGuard.js';

export interface Session {
  token: string;
  user: PublicUser;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly throttle: SigninThrottle,
    /** Counts wrong register codes across all addresses; absent, codes are not slowed down. */
    private readonly registerCodes?: RegisterCodeGuard,
    /** Told when a new student waits for a lecturer's approval (the lecturers' notification). */
    private readonly onPendingStudent: (userId: string, universityId: string) => Promise<void> = async () => {},
  ) {}

  /** Creates a student of the university the register code belongs to, taking one seat atomically. */
  async signup(input: SignupInput): Promise<Session> {
    const registerCode = input.registerCode.toUpperCase();
    // The code first: without a valid one, nobody learns whether a username exists.
    const lookup = (db: Pick<Db, 'select'>) => this.registerCodeExists(db, registerCode);
    const exists = this.registerCodes ? await this.registerCodes.check(registerCode, lookup) : await lookup(this.db);
    if (!exists) throw unknownRegisterCode();
    if (await this.usernameExists(input.username)) throw usernameTaken();
    const passwordHash = await newPasswordHash(input.password, 'password');
    const created = await this.db
      .transaction(async (tx) => {
        // The conditional increment is the seat: concurrent sign-ups cannot pass capacity.
        const [seat] = await tx
          .update(universities)
          .set({ registeredStudents: sql`${universities.registeredStudents} + 1` })
          .where(and(eq(universities.registerCode, registerCode), lt(universities.registeredStudents, universities.capacity)))
          .returning({ id: universities.id, requiresApproval: universities.requiresApproval });
        if (!seat) {
          const [exists] = await tx.select({ id: universities.id }).from(universities).where(eq(universities.registerCode, registerCode));
          throw exists
            ? conflict('signup.universityFull', [{ field: 'registerCode', code: 'signup.universityFull' }])
            : unknownRegisterCode();
        }
        const [user] = await tx
          .insert(users)
          .values({
            username: input.username,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            studentId: input.studentId,
            passwordHash,
            role: 'student',
            universityId: seat.id,
            // A university that requires approval lets the new student in to wait for a lecturer.
            approval: seat.requiresApproval ? 'pending' : 'approved',
          })
          .returning({ id: users.id });
        return { userId: user.id, universityId: seat.id, pending: seat.requiresApproval };
      })
      .catch((err: unknown) => {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) throw pgConstraint(err) === 'users_university_student_id' ? studentIdTaken() : usernameTaken();
        throw err;
      });
    if (created.pending) await this.onPendingStudent(created.userId, created.universityId);
    return this.sessionFor(created.userId);
  }

  /** `address` is the client's address as the trusted-proxy setting determines it. */
  async signin(input: SigninInput, address: string): Promise<Session> {
    const seconds = await this.throttle.waitSeconds(input.username, address);
    if (seconds > 0) throw new ApiError(429, 'signin.slowDown', [], { seconds });
    const found = await findUserWithUniversity(this.db, { username: input.username });
    const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!found || !ok) {
      await this.throttle.recordFailure(input.username, address);
      throw unauthorized('signin.invalid');
    }
    await this.throttle.recordSuccess(input.username, address);
    return this.issue(toPublicUser(found.user, found.university));
  }

  /** Revokes the token of this request; the user's other sessions stay signed in. */
  async signout(principal: Principal): Promise<void> {
    if (!principal.token) throw unauthorized('auth.required');
    await revokeToken(this.db, principal.token);
  }

  /** A new password revokes every token issued before it; the caller gets a fresh session. */
  async changePassword(principal: Principal, input: PasswordChangeInput): Promise<Session> {
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, principal.userId));
    if (!row) throw unauthorized('auth.invalidToken');
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw badRequest('account.currentPassword', [{ field: 'currentPassword', code: 'account.currentPassword' }]);
    }
    const passwordHash = await newPasswordHash(input.newPassword, 'newPassword');
    await this.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, principal.userId));
    return this.sessionFor(principal.userId);
  }

  async me(userId: string): Promise<PublicUser> {
    const found = await findUserWithUniversity(this.db, { id: userId });
    if (!found) throw unauthorized('auth.invalidToken');
    return toPublicUser(found.user, found.university);
  }

  async sessionFor(userId: string): Promise<Session> {
    return this.issue(await this.me(userId));
  }

  private async issue(user: PublicUser): Promise<Session> {
    const [row] = await this.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, user._id));
    const token = await this.tokens.sign({
      sub: user._id,
      username: user.username,
      isAdmin: user.isAdmin,
      isProfessor: user.isProfessor,
      ver: row?.tokenVersion ?? 0,
    });
    return { token, user };
  }

  private async registerCodeExists(db: Pick<Db, 'select'>, registerCode: string): Promise<true | undefined> {
    const [row] = await db.select({ id: universities.id }).from(universities).where(eq(universities.registerCode, registerCode));
    return row ? true : undefined;
  }

  private async usernameExists(username: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return !!row;
  }
}

const unknownRegisterCode = () => new ApiError(400, 'signup.unknownRegisterCode', [{ field: 'registerCode', code: 'signup.unknownRegisterCode' }]);
const studentIdTaken = () => conflict('signup.studentIdTaken', [{ field: 'studentId', code: 'signup.studentIdTaken' }]);
const usernameTaken = () => conflict('signup.usernameTaken', [{ field: 'username', code: 'signup.usernameTaken' }]);
