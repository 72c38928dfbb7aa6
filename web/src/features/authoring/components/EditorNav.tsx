import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import '../locales';
import { AUTHORING_NS } from '../locales';

/** Above the editor: the professor navigation for a lecturer; for an administrator, the way back to the admin page. */
export function EditorNav({ professorNav }: { professorNav: ReactNode }) {
  const { t } = useTranslation(AUTHORING_NS);
  if (!useSession()?.user.isAdmin) return professorNav;
  return (
    <nav aria-label={t('admin.nav')} className="border-b border-slate-200 pb-2">
      <Link to="/admin/dashboard" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('admin.back')}
      </Link>
    </nav>
  );
}

/** The admin page's link to the lab editor (the administrator picks the university there). */
export function AuthoringAdminLink() {
  const { t } = useTranslation(AUTHORING_NS);
  return (
    <Link to="/professor/labs" className="self-start font-semibold text-brand-800 underline">
      {t('admin.open')}
    </Link>
  );
}
