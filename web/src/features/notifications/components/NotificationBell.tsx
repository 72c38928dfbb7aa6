import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/unread';

/** The bell in the navigation: a link to the notifications with the unread count, kept live. */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const unread = useUnreadCount(session?.user._id);
  if (!session) return null;
  const label = unread > 0 ? `${t('nav.notifications')}, ${t('nav.unreadCount', { count: unread })}` : t('nav.notifications');
  return (
    <Link to="/notifications" onClick={onNavigate} aria-label={label} className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-2 py-2 font-medium hover:underline" data-testid="notification-bell">
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      <span className="md:sr-only" aria-hidden="true">
        {t('nav.notifications')}
      </span>
      {unread > 0 && (
        <span aria-hidden="true" className="absolute right-0 top-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white" data-testid="notification-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
