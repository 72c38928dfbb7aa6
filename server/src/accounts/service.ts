import type { PasswordChangeInput, PublicUser, SigninInput, SignupInput } from '@nurselab/core';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.js';
import type { AuthRepository } from '../auth/repository.js';
import type { TokenService } from '../auth/tokens.js';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import type { Principal } from '../auth/guards.js';
import { ApiError, badRequest, conflict, unauthorized } from '../http/errors.js';
import { toPublicUser } from './publicUser.js';
import { newPasswordHash } from './passwordPolicy.js';
import type { SigninThrottle } from './signinThrottle.js';
import type { RegisterCodeGuard } from './registerCodeGuard.js';
import type { Tx } from './registerCodeFailureRepository.js';
import type { AccountRepository } from './repository.js';

export interface Session {
  token: string;
  user: PublicUser;
}

export class AccountService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly auth: AuthRepository,
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
    const lookup = (tx?: Tx) => this.repository.registerCodeExists(registerCode, tx);
    const exists = this.registerCodes ? await this.registerCodes.check(registerCode, lookup) : await lookup();
    if (!exists) throw unknownRegisterCode();
    if (await this.repository.usernameExists(input.username)) throw usernameTaken();
    const passwordHash = await newPasswordHash(input.password, 'password');
    const created = await this.repository
      .createStudent(registerCode, { username: input.username, firstName: input.firstName.trim(), lastName: input.lastName.trim(), studentId: input.studentId, passwordHash })
      .catch((err: unknown) => {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) throw pgConstraint(err) === 'users_university_student_id' ? studentIdTaken() : usernameTaken();
        throw err;
      });
    if (created === 'full') throw conflict('signup.universityFull', [{ field: 'registerCode', code: 'signup.universityFull' }]);
    if (created === 'unknownCode') throw unknownRegisterCode();
    if (created.pending) await this.onPendingStudent(created.userId, created.universityId);
    return this.sessionFor(created.userId);
  }

  /** `address` is the client's address as the trusted-proxy setting determines it. */
  async signin(input: SigninInput, address: string): Promise<Session> {
    const seconds = await this.throttle.waitSeconds(input.username, address);
    if (seconds > 0) throw new ApiError(429, 'signin.slowDown', [], { seconds });
    const found = await this.auth.userWithUniversity({ username: input.username });
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
    await this.auth.revokeToken(principal.token);
  }

  /** A new password revokes every token issued before it; the caller gets a fresh session. */
  async changePassword(principal: Principal, input: PasswordChangeInput): Promise<Session> {
    const currentHash = await this.repository.passwordHash(principal.userId);
    if (currentHash === undefined) throw unauthorized('auth.invalidToken');
    if (!(await verifyPassword(currentHash, input.currentPassword))) {
      throw badRequest('account.currentPassword', [{ field: 'currentPassword', code: 'account.currentPassword' }]);
    }
    const passwordHash = await newPasswordHash(input.newPassword, 'newPassword');
    await this.repository.setPassword(principal.userId, passwordHash);
    return this.sessionFor(principal.userId);
  }

  async me(userId: string): Promise<PublicUser> {
    const found = await this.auth.userWithUniversity({ id: userId });
    if (!found) throw unauthorized('auth.invalidToken');
    return toPublicUser(found.user, found.university);
  }

  async sessionFor(userId: string): Promise<Session> {
    return this.issue(await this.me(userId));
  }

  private async issue(user: PublicUser): Promise<Session> {
    const version = await this.repository.tokenVersion(user._id);
    const token = await this.tokens.sign({
      sub: user._id,
      username: user.username,
      isAdmin: user.isAdmin,
      isProfessor: user.isProfessor,
      ver: version ?? 0,
    });
    return { token, user };
  }
}

const unknownRegisterCode = () => new ApiError(400, 'signup.unknownRegisterCode', [{ field: 'registerCode', code: 'signup.unknownRegisterCode' }]);
const studentIdTaken = () => conflict('signup.studentIdTaken', [{ field: 'studentId', code: 'signup.studentIdTaken' }]);
const usernameTaken = () => conflict('signup.usernameTaken', [{ field: 'username', code: 'signup.usernameTaken' }]);
