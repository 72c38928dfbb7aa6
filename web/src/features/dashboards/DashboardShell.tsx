import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

/**
 * The heading and greeting of a role's home. The catalogue and professor issues fill
 * these pages with labs, progress and students.
 */
export function DashboardShell({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold">{t(titleKey)}</h1>
      {session && <p>{t('dashboards.welcome', { firstName: session.user.firstName })}</p>}
      {session?.user.university && <p className="text-slate-600">{t('dashboards.university', { name: session.user.university })}</p>}
    </div>
  );
}
