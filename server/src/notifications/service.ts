import { isLanguage, type Language, type NotificationList, type NotificationSettings, type NotificationView } from '@nurselab/core';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Logger } from '../jobs/context.js';
import type { SubmissionEvents } from '../submissions/events.js';
import { notificationEmail } from './emailText.js';
import type { Mailer } from './mailer.js';
import type { NewNotification, NotificationRepository } from './repository.js';

export const NOTIFICATION_LIST_LIMIT = 50;

/** The event key under which a user's unread count changes (SubmissionEvents carries it across processes). */
export const notificationTopic = (userId: string) => `notifications:${userId}`;

/**
 * The bell: notifications for students (grade released, a lecturer's comment or reply, an
 * attempt given back) and lecturers (answers waiting, replies), told live and, when SMTP is
 * configured and the user has not opted out, by e-mail in the user's language.
 */
export class NotificationService {
  /** E-mails under way (tests and shutdown wait for them). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly repository: NotificationRepository,
    private readonly catalogue: CatalogueService,
    private readonly events: SubmissionEvents,
    private readonly log: Logger,
    private readonly mailer?: Mailer,
    private readonly productName = 'NurseLab',
  ) {}

  /** Tells the recipients (the actor never tells themself); never fails the action that caused it. */
  async notify(recipients: Iterable<string>, note: NewNotification): Promise<void> {
    const to = [...new Set(recipients)].filter((id) => id !== note.actorId);
    try {
      const rows = await this.repository.insert(to, note);
      for (const row of rows) this.events.publish(notificationTopic(row.userId));
      if (this.mailer && rows.length) this.track(this.email(to, note));
    } catch (error) {
      this.log.error({ err: error, kind: note.kind }, 'could not store a notification');
    }
  }

  /** An alert about the installation (a register-code sweep): every administrator. */
  async notifyAdmins(note: NewNotification): Promise<void> {
    await this.notify(await this.repository.admins(), note);
  }

  /** Grade released, comment or give-back: the attempt's student. */
  async notifyStudent(submissionId: string, note: Omit<NewNotification, 'submissionId'>): Promise<void> {
    const attempt = await this.repository.attempt(submissionId);
    if (attempt) await this.notify([attempt.ownerId], { ...note, submissionId });
  }

  /** An answer waiting for a lecturer: the professors of the student's university. */
  async notifyProfessors(submissionId: string, note: Omit<NewNotification, 'submissionId'>, only?: string[]): Promise<void> {
    const attempt = await this.repository.attempt(submissionId);
    if (!attempt?.universityId) return;
    await this.notify(only ?? (await this.repository.professorsOf(attempt.universityId)), { ...note, submissionId });
  }

  professorsOf(universityId: string): Promise<string[]> {
    return this.repository.professorsOf(universityId);
  }

  async list(principal: Principal, unreadOnly: boolean): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      this.repository.list(principal.userId, { unreadOnly, limit: NOTIFICATION_LIST_LIMIT }),
      this.repository.unreadCount(principal.userId),
    ]);
    const notifications: NotificationView[] = rows.map(({ note, actor, lab, student }) => ({
      _id: note.id,
      kind: note.kind,
      submissionId: note.submissionId,
      commentId: note.commentId,
      actor: actor ?? null,
      lab: lab ?? null,
      student: student ?? null,
      createdAt: note.createdAt.toISOString(),
      read: note.readAt !== null,
    }));
    return { notifications, unread };
  }

  async unread(userId: string): Promise<number> {
    return this.repository.unreadCount(userId);
  }

  async markRead(principal: Principal, ids?: string[]): Promise<{ unread: number }> {
    await this.repository.markRead(principal.userId, ids);
    this.events.publish(notificationTopic(principal.userId));
    return { unread: await this.repository.unreadCount(principal.userId) };
  }

  async settings(principal: Principal): Promise<NotificationSettings & { emailAvailable: boolean }> {
    const [row] = await this.repository.settings([principal.userId]);
    return { email: row?.email ?? null, emailEnabled: row?.emailEnabled ?? true, emailAvailable: this.mailer !== undefined };
  }

  async saveSettings(principal: Principal, input: NotificationSettings, language: Language) {
    await this.repository.saveSettings(principal.userId, { email: input.email || null, emailEnabled: input.emailEnabled, language });
    return this.settings(principal);
  }

  /** The language e-mails are written in: the one the user last used the app in. */
  async rememberLanguage(userId: string, language: Language, known?: string): Promise<void> {
    if (known !== language) await this.repository.saveSettings(userId, { language });
  }

  async languageOf(userId: string): Promise<string | undefined> {
    const [row] = await this.repository.settings([userId]);
    return row?.language;
  }

  /** Resolves when every e-mail started so far was handed to the SMTP server (or failed). */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  private track(sending: Promise<void>) {
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
  }

  private async email(recipients: string[], note: NewNotification): Promise<void> {
    try {
      const settings = (await this.repository.settings(recipients)).filter((s) => s.email && s.emailEnabled);
      if (!settings.length) return;
      const attempt = note.submissionId ? await this.repository.attempt(note.submissionId) : undefined;
      const title = attempt ? (await this.catalogue.versionContent(attempt.labVersionId)).title : undefined;
      const actor = note.actorId ? await this.repository.nameOf(note.actorId) : '';
      for (const s of settings) {
        const language: Language = isLanguage(s.language) ? s.language : 'th';
        const lab = title?.[language] ?? (attempt ? `${attempt.subject} ${attempt.labNumber}` : '');
        const url = `${this.mailer!.settings.appUrl.replace(/\/+$/, '')}/notifications`;
        await this.mailer!.send(notificationEmail(s.email!, { kind: note.kind, language, lab, actor, product: this.productName, url }));
      }
    } catch (error) {
      this.log.warn({ err: error, kind: note.kind }, 'could not e-mail a notification');
    }
  }
}
