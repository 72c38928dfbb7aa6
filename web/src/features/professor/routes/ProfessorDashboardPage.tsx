import { defaultSortDirection, matchesStudentSearch, sortStudents, STUDENT_SORT_KEYS, type ProfessorCourse, type StudentSortKey } from '@nurselab/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { LtiCoursePanel } from '../../lti';
import { Loading } from '../../../components/ui/Loading';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useProfessorLabs, useProfessorUniversity } from '../api/queries';
import { DashboardSummary } from '../components/DashboardSummary';
import { DownloadScoresButton } from '../components/DownloadScoresButton';
import { LabCompletionGrid } from '../components/LabCompletionGrid';
import { LoadError } from '../components/LoadError';
import { PendingStudentsPanel } from '../components/PendingStudentsPanel';
import { ProfessorNav } from '../components/ProfessorNav';
import { ProgressLegend } from '../components/ProgressDots';
import { StudentCards } from '../components/StudentCards';
import { StudentTable, type StudentSort } from '../components/StudentTable';
import { PROFESSOR_NS } from '../locales';

/**
 * SPEC.md's professor dashboards (maternal and child, 315, surgical, medical, OB), starting with
 * the students (issue 23): the summary (registered of capacity, answers waiting, pass rate), then
 * the students, searchable and sortable, then completion per lab in a section that folds.
 */
export function ProfessorDashboardPage({ course }: { course: ProfessorCourse }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const university = useProfessorUniversity();
  const labs = useProfessorLabs(course);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StudentSort>({ key: 'studentId', direction: 'ascending' });
  const query = useDeferredValue(search);
  const rows = useMemo(() => labs.data?.studentLabStatuses ?? [], [labs.data]);
  const shown = useMemo(() => sortStudents(rows.filter((row) => matchesStudentSearch(row, query)), sort.key, sort.direction), [rows, query, sort]);
  const labNumbers = useMemo(() => (labs.data?.labStats ?? []).map((s) => s.labNumber), [labs.data]);
  const labNames = useMemo(() => new Map((labs.data?.labs ?? []).map((l) => [l.labNumber, l.labName])), [labs.data]);
  const timeZone = university.data?.timeZone;
  const onSort = (key: StudentSortKey) =>
    setSort((s) => (s.key === key ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: defaultSortDirection(key) }));

  return (
    <div className="flex flex-col gap-3">
      <ProfessorNav />
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-x-4 md:flex-row md:flex-wrap md:items-baseline">
          <h1 className="text-2xl font-bold"><KeepThaiWords>{t(`dashboard.title.${course}`)}</KeepThaiWords></h1>
          {university.data && <p className="text-slate-700">{t('dashboard.university', { name: university.data.universityName })}</p>}
        </div>
        <DownloadScoresButton course={course} />
      </header>

      <PendingStudentsPanel />

      {(university.isPending || labs.isPending) && !labs.isError && !university.isError && <Loading />}
      {university.isError && <LoadError error={university.error} fallback={t('dashboard.loadFailed')} onRetry={() => void university.refetch()} />}
      {labs.isError && <LoadError error={labs.error} fallback={t('dashboard.loadFailed')} onRetry={() => void labs.refetch()} />}

      {labs.data && (
        <>
          <DashboardSummary rows={rows} registered={university.data ? (university.data.registeredStudents ?? university.data.students.length) : undefined} capacity={university.data?.numberOfStudents} />
          <section aria-labelledby="students-title" className="flex flex-col gap-2">
            <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
              <div className="flex flex-col gap-1">
                <h2 id="students-title" className="text-xl font-semibold">
                  {t('dashboard.studentsTitle')}
                </h2>
                <ProgressLegend />
              </div>
              {/* Search and sort share a line on a phone, so the first student card is on the first screen. */}
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-end gap-2 sm:flex sm:flex-row">
                <TextField
                  type="search"
                  label={t('dashboard.search')}
                  placeholder={t('dashboard.searchHint')}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  className="w-full sm:w-72"
                  autoComplete="off"
                />
                {/* The table's headings sort on a laptop; a phone's cards have this. */}
                <div className="min-w-0 md:hidden">
                  <SelectField
                    label={t('dashboard.sortLabel')}
                    value={sort.key}
                    onChange={(e) => {
                      const key = e.target.value as StudentSortKey;
                      setSort({ key, direction: defaultSortDirection(key) });
                    }}
                    options={STUDENT_SORT_KEYS.map((key) => ({ value: key, label: t(`dashboard.sort.${key}`) }))}
                    data-testid="student-sort"
                  />
                </div>
              </div>
            </div>
            <p role="status" className="-mt-1 text-end text-sm text-slate-600">
              {rows.length > 0 && t('dashboard.shown', { shown: shown.length, total: rows.length })}
            </p>
            {rows.length === 0 ? (
              <p className="text-slate-700">{t('dashboard.noStudents')}</p>
            ) : shown.length === 0 ? (
              <p className="text-slate-700">{t('dashboard.noMatch', { text: query.trim() })}</p>
            ) : (
              // The table above md (headings for a screen reader), cards on a phone; the hidden one is display:none.
              <>
                <div className="hidden md:block">
                  <StudentTable course={course} rows={shown} labNumbers={labNumbers} sort={sort} onSort={onSort} timeZone={timeZone} />
                </div>
                <div className="md:hidden">
                  <StudentCards course={course} rows={shown} labNumbers={labNumbers} timeZone={timeZone} />
                </div>
              </>
            )}
          </section>
          <LabCompletionGrid labStats={labs.data.labStats} labNames={labNames} />
          <LtiCoursePanel />
        </>
      )}
    </div>
  );
}
