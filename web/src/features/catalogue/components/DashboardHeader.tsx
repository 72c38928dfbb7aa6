import { useTranslation } from 'react-i18next';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { useSession } from '../../../lib/session';

/** The h1 of a student dashboard with the greeting and university. */
export function DashboardHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-3xl font-bold"><KeepThaiWords>{title}</KeepThaiWords></h1>
      {session && <p>{t('dashboards.welcome', { firstName: session.user.firstName })}</p>}
      {session?.user.university && <p className="text-slate-700">{t('dashboards.university', { name: session.user.university })}</p>}
    </header>
  );
}
