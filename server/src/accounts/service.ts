import type { PublicUser, SigninInput, SignupInput } from '@nurselab/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { universities, users } from '../db/schema/index.js';
import { ApiError, conflict, unauthorized } from '../http/errors.js';
import { findUserWithUniversity, toPublicUser } from './publicUser.js';
import type { SigninLimiter } from './signinLimiter.js';

export interface Session {
  token: string;
  user: PublicUser;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly limiter: SigninLimiter,
  ) {}

  /** Creates a student of the university the register code belongs to, taking one seat atomically. */
  async signup(input: SignupInput): Promise<Session> {
    const registerCode = input.registerCode.toUpperCase();
    if (await this.usernameExists(input.username)) throw usernameTaken();
    const passwordHash = await hashPassword(input.password);
    const userId = await this.db
      .transaction(async (tx) => {
        // The conditional increment is the seat: concurrent sign-ups cannot pass capacity.
        const [seat] = await tx
          .update(universities)
          .set({ registeredStudents: sql`${universities.registeredStudents} + 1` })
          .where(and(eq(universities.registerCode, registerCode), lt(universities.registeredStudents, universities.capacity)))
          .returning({ id: universities.id });
        if (!seat) {
          const [exists] = await tx.select({ id: universities.id }).from(universities).where(eq(universities.registerCode, registerCode));
          throw exists
            ? conflict('signup.universityFull', [{ field: 'registerCode', code: 'signup.universityFull' }])
            : new ApiError(400, 'signup.unknownRegisterCode', [{ field: 'registerCode', code: 'signup.unknownRegisterCode' }]);
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
          })
          .returning({ id: users.id });
        return user.id;
      })
      .catch((err: unknown) => {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) throw usernameTaken();
        throw err;
      });
    return this.sessionFor(userId);
  }

  async signin(input: SigninInput): Promise<Session> {
    const minutes = this.limiter.lockedMinutes(input.username);
    if (minutes > 0) throw new ApiError(429, 'signin.tooManyAttempts', [], { minutes });
    const found = await findUserWithUniversity(this.db, { username: input.username });
    const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!found || !ok) {
      this.limiter.recordFailure(input.username);
      throw unauthorized('signin.invalid');
    }
    this.limiter.recordSuccess(input.username);
    return this.issue(toPublicUser(found.user, found.university));
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
    const token = await this.tokens.sign({ sub: user._id, username: user.username, isAdmin: user.isAdmin, isProfessor: user.isProfessor });
    return { token, user };
  }

  private async usernameExists(username: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return !!row;
  }
}

const usernameTaken = () => conflict('signup.usernameTaken', [{ field: 'username', code: 'signup.usernameTaken' }]);
