import { useTranslation } from 'react-i18next';
import { PROFESSOR_NS } from '../locales';

/** When a student last submitted, in the university's time zone; "no attempts yet" before any. */
export function LastActivity({ at, timeZone }: { at: string | null | undefined; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  if (!at) return <span className="text-slate-500">{t('dashboard.never')}</span>;
  const text = new Intl.DateTimeFormat(i18n.language || 'th', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at));
  return <time dateTime={at}>{text}</time>;
}
