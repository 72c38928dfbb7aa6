import { homePathFor, isSubject, labHistoryPath, roleOf, type NotificationView } from '@nurselab/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { COMMENTS_NS } from '../../comments';
import { useMarkRead, useNotifications, useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/** Where a notification leads: the student's attempt in their history, the lecturer's grading page. */
function targetOf(note: NotificationView, role: string, home: string): string | null {
  // A new student waiting for approval: the lecturer's dashboard lists them.
  if (note.kind === 'studentWaiting') return home;
  if (!note.submissionId) return null;
  if (role === 'student') {
    if (!note.lab || !isSubject(note.lab.subject)) return null;
    return `${labHistoryPath(note.lab.subject, note.lab.labNumber)}?attempt=${encodeURIComponent(note.submissionId)}`;
  }
  return `/professor/review/${encodeURIComponent(note.submissionId)}`;
}

/** /notifications: the bell's list, newest first, with marking read and the e-mail settings. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation(COMMENTS_NS);
  const { t: tMain } = useTranslation();
  const session = useSession()!;
  const userId = session.user._id;
  const list = useNotifications(userId);
  const markRead = useMarkRead(userId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const line = (n: NotificationView) => {
    const lab = n.lab ? t('notifications.lab', { subject: tMain(`courses.${n.lab.subject}`, { defaultValue: n.lab.subject }), number: n.lab.labNumber }) : '';
    const actor = n.actor ? `${n.actor.firstName} ${n.actor.lastName}`.trim() : '';
    const student = n.student ? `${n.student.firstName} ${n.student.lastName}`.trim() : '';
    return t(`notifications.${n.kind}`, { lab, actor, student });
  };
  const unread = list.data?.unread ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('notifications.title')}</h1>
        {unread > 0 && (
          <Button variant="secondary" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
            {t('notifications.markAll')}
          </Button>
        )}
      </div>
      {list.isPending && <Loading />}
      {list.isError && <p role="alert">{t('notifications.loadFailed')}</p>}
      {list.data && list.data.notifications.length === 0 && <p>{t('notifications.empty')}</p>}
      {list.data && list.data.notifications.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="notification-list">
          {list.data.notifications.map((n) => {
            const to = targetOf(n, roleOf(session.user), homePathFor(session.user));
            const text = line(n);
            return (
              <li key={n._id} className={`flex flex-col gap-1 rounded-xl border px-4 py-3 ${n.read ? 'border-slate-200 bg-white' : 'border-brand-700 bg-brand-50'}`} data-testid="notification" data-kind={n.kind}>
                <p className="flex flex-wrap items-center gap-2">
                  {!n.read && <span className="rounded bg-brand-800 px-2 py-0.5 text-xs font-bold text-white">{t('notifications.unread')}</span>}
                  {to ? (
                    <Link to={to} onClick={() => !n.read && markRead.mutate([n._id])} className="font-medium text-brand-800 underline underline-offset-2">
                      {text}
                    </Link>
                  ) : (
                    <span className="font-medium">{text}</span>
                  )}
                </p>
                <p className="text-sm text-slate-700">{date.format(new Date(n.createdAt))}</p>
              </li>
            );
          })}
        </ul>
      )}
      <EmailSettings userId={userId} />
    </div>
  );
}

function EmailSettings({ userId }: { userId: string }) {
  const { t } = useTranslation(COMMENTS_NS);
  const settings = useNotificationSettings(userId);
  const save = useSaveNotificationSettings(userId);
  const [email, setEmail] = useState<string | null>(null);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  if (!settings.data) return null;
  const shownEmail = email ?? settings.data.email ?? '';
  const shownEnabled = enabled ?? settings.data.emailEnabled;
  const error = save.error instanceof ApiError ? save.error.message : save.error ? t('failed') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ email: shownEmail.trim() || null, emailEnabled: shownEnabled });
  };
  return (
    <section aria-labelledby="email-settings" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="email-settings" className="text-xl font-semibold">
        {t('notifications.emailTitle')}
      </h2>
      {!settings.data.emailAvailable && <p className="text-slate-700">{t('notifications.emailOff')}</p>}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor="notification-email" className="font-medium">
          {t('notifications.emailAddress')}
        </label>
        <input
          id="notification-email"
          type="email"
          autoComplete="email"
          value={shownEmail}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'notification-email-error' : 'notification-email-hint'}
          className={`min-h-11 max-w-md rounded-lg border px-3 py-2 ${error ? 'border-red-600' : 'border-slate-400'}`}
        />
        {error ? (
          <p id="notification-email-error" role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : (
          <p id="notification-email-hint" className="text-sm text-slate-700">
            {t('notifications.emailLanguage')}
          </p>
        )}
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={shownEnabled} onChange={(e) => setEnabled(e.target.checked)} className="h-5 w-5" />
          {t('notifications.emailEnabled')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t('notifications.save')}
          </Button>
          {save.isSuccess && <span role="status">{t('notifications.saved')}</span>}
        </div>
      </form>
    </section>
  );
}
