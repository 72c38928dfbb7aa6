import { createHash, randomBytes } from 'node:crypto';
import { formatMessage, isLanguage, PASSWORD_RESET_HOURS, type PasswordResetInput } from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { Logger } from '../jobs/context.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Mailer } from '../notifications/mailer.js';
import { newPasswordHash } from './passwordPolicy.js';
import type { PasswordResetRepository } from './resetRepository.js';
import type { AccountService, Session } from './service.js';

export interface IssuedReset {
  /** The secret of the link; the web app puts it after #token= so it never reaches a server log. */
  token: string;
  expiresAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const invalid = () => badRequest('reset.invalid', [{ field: 'token', code: 'reset.invalid' }]);

/**
 * One-time, expiring password-reset links: issued by a course's lecturers or an administrator
 * for a member, or e-mailed to the user who asks when SMTP is configured.
 */
export class PasswordResetService {
  constructor(
    private readonly repository: PasswordResetRepository,
    private readonly accounts: AccountService,
    private readonly log: Logger,
    private readonly mailer?: Mailer,
    private readonly productName = 'NurseLab',
  ) {}

  get emailAvailable(): boolean {
    return !!this.mailer;
  }

  async issue(principal: Principal, userId: string): Promise<IssuedReset> {
    const target = await this.repository.user({ id: userId });
    if (!target) throw notFound();
    // Lecturers reset the students of their courses; administrators anyone but themselves through this path.
    if (target.role !== 'student' && principal.role !== 'admin') throw badRequest('reset.notMember');
    requireAccess(principal, 'account.reset', { kind: 'student', userId: target.id, universityId: target.role === 'student' ? target.universityId : null });
    return this.create(target.id, principal.userId);
  }

  /** Always answers the same, whether or not the username exists or has an address. */
  async request(username: string): Promise<void> {
    if (!this.mailer) throw notFound();
    const target = await this.repository.user({ username });
    const to = target && (await this.repository.emailOf(target.id));
    if (!target || !to) return;
    const { token } = await this.create(target.id, null);
    const language = isLanguage(to.language) ? to.language : 'en';
    const values = { product: this.productName, username: target.username, hours: PASSWORD_RESET_HOURS, url: `${this.mailer.settings.appUrl.replace(/\/$/, '')}/reset-password#token=${token}` };
    const mail = { to: to.email, subject: formatMessage('email.reset.subject', language, values), text: formatMessage('email.reset.body', language, values) };
    // Not awaited: the answer must take as long for a username without an address.
    void this.mailer.send(mail).catch((error: unknown) => this.log.error({ err: error }, 'could not send a password-reset e-mail'));
  }

  async check(token: string): Promise<void> {
    if (!(await this.repository.isLive(hashOf(token)))) throw invalid();
  }

  /** Sets the new password, revokes every earlier session and signs the user in. */
  async reset(input: PasswordResetInput): Promise<Session> {
    if (!(await this.repository.isLive(hashOf(input.token)))) throw invalid();
    const userId = await this.repository.spend(hashOf(input.token), await newPasswordHash(input.newPassword, 'newPassword'));
    if (!userId) throw invalid();
    return this.accounts.sessionFor(userId);
  }

  private async create(userId: string, issuedBy: string | null): Promise<IssuedReset> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_HOURS * 3600_000);
    await this.repository.create(userId, hashOf(token), expiresAt, issuedBy);
    return { token, expiresAt: expiresAt.toISOString() };
  }
}
