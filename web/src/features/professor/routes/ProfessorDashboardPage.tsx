import { matchesStudentSearch, type ProfessorCourse } from '@nurselab/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { Loading } from '../../../components/ui/Loading';
import { TextField } from '../../../components/ui/TextField';
import { useProfessorLabs, useProfessorUniversity } from '../api/queries';
import { DownloadScoresButton } from '../components/DownloadScoresButton';
import { LabCompletionGrid } from '../components/LabCompletionGrid';
import { LoadError } from '../components/LoadError';
import { ProfessorNav } from '../components/ProfessorNav';
import { ProgressLegend } from '../components/ProgressDots';
import { StudentCards } from '../components/StudentCards';
import { StudentTable } from '../components/StudentTable';
import { PROFESSOR_NS } from '../locales';

/**
 * SPEC.md's professor dashboards (maternal and child, 315, surgical, medical, OB): registered
 * students against capacity, Download Scores, a completion ring per lab, search and the table.
 */
export function ProfessorDashboardPage({ course }: { course: ProfessorCourse }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const university = useProfessorUniversity();
  const labs = useProfessorLabs(course);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const rows = useMemo(() => labs.data?.studentLabStatuses ?? [], [labs.data]);
  const shown = useMemo(() => rows.filter((row) => matchesStudentSearch(row, query)), [rows, query]);
  const labNumbers = useMemo(() => (labs.data?.labStats ?? []).map((s) => s.labNumber), [labs.data]);

  return (
    <div className="flex flex-col gap-6">
      <ProfessorNav />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold"><KeepThaiWords>{t(`dashboard.title.${course}`)}</KeepThaiWords></h1>
          {university.data && (
            <>
              <p className="text-slate-700">{t('dashboard.university', { name: university.data.universityName })}</p>
              <p className="text-lg font-semibold" data-testid="registered-students">
                {t('dashboard.registered', { registered: university.data.registeredStudents ?? university.data.students.length, capacity: university.data.numberOfStudents })}
              </p>
            </>
          )}
        </div>
        <DownloadScoresButton course={course} />
      </header>

      {(university.isPending || labs.isPending) && !labs.isError && !university.isError && <Loading />}
      {university.isError && <LoadError error={university.error} fallback={t('dashboard.loadFailed')} onRetry={() => void university.refetch()} />}
      {labs.isError && <LoadError error={labs.error} fallback={t('dashboard.loadFailed')} onRetry={() => void labs.refetch()} />}

      {labs.data && (
        <>
          <LabCompletionGrid labStats={labs.data.labStats} />
          <section aria-labelledby="students-title" className="flex flex-col gap-3">
            <h2 id="students-title" className="text-xl font-semibold">
              {t('dashboard.studentsTitle')}
            </h2>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <TextField
                type="search"
                label={t('dashboard.search')}
                placeholder={t('dashboard.searchHint')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="w-full sm:max-w-sm"
                autoComplete="off"
              />
              <p role="status" className="text-sm text-slate-600">
                {rows.length > 0 && t('dashboard.shown', { shown: shown.length, total: rows.length })}
              </p>
            </div>
            <ProgressLegend />
            {rows.length === 0 ? (
              <p className="text-slate-700">{t('dashboard.noStudents')}</p>
            ) : shown.length === 0 ? (
              <p className="text-slate-700">{t('dashboard.noMatch', { text: query.trim() })}</p>
            ) : (
              // The table above md (headings for a screen reader), cards on a phone; the hidden one is display:none.
              <>
                <div className="hidden md:block">
                  <StudentTable course={course} rows={shown} labNumbers={labNumbers} />
                </div>
                <div className="md:hidden">
                  <StudentCards course={course} rows={shown} labNumbers={labNumbers} />
                </div>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
