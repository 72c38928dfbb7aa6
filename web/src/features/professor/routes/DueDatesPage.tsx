import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/Loading';
import { useDueDates } from '../api/courses';
import { useProfessorUniversity } from '../api/queries';
import { DueDateRow } from '../components/DueDateRow';
import { LoadError } from '../components/LoadError';
import { ProfessorNav } from '../components/ProfessorNav';
import { PROFESSOR_NS } from '../locales';

/** The time zone's name in the reader's language ("Indochina Time", "เวลาอินโดจีน"). */
function timeZoneName(timeZone: string, language: string): string {
  const part = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Issue 22: the due dates of the active course's labs, set and removed per lab. */
export function DueDatesPage() {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const language = i18n.language || 'th';
  const list = useDueDates(language);
  const university = useProfessorUniversity();
  return (
    <div className="flex flex-col gap-6">
      <ProfessorNav />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('dueDates.title')}</h1>
        {list.data && university.data && (
          <p className="text-slate-700">
            {t('dueDates.intro', {
              university: university.data.universityName,
              course: t(`courses.${list.data.subject}`, { ns: 'translation' }),
              timeZone: timeZoneName(list.data.timeZone, language),
            })}
          </p>
        )}
      </header>
      {list.isPending && <Loading />}
      {list.isError && <LoadError error={list.error} fallback={t('dueDates.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.data && (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t('dueDates.title')}>
          {list.data.labs.map((lab) => (
            <DueDateRow key={`${list.data.universityId}-${lab.labNumber}-${lab.due?.at ?? ''}`} subject={list.data.subject} timeZone={list.data.timeZone} lab={lab} />
          ))}
        </ul>
      )}
    </div>
  );
}
