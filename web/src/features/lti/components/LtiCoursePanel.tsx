import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ApiError } from '../../../lib/api';
import { fetchLtiCourses, LTI_COURSES_KEY, syncRoster, type LtiCourses, type ScorePostState } from '../api/lti';
import '../locales';
import { LTI_NS } from '../locales';

const STATE_STYLE: Record<ScorePostState, string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-slate-100 text-slate-800',
  retrying: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  nothing: 'bg-slate-100 text-slate-700',
};

/** One LMS course: its roster sync button and what the last sync did. */
function CourseRow({ course }: { course: LtiCourses['courses'][number] }) {
  const { t, i18n } = useTranslation(LTI_NS);
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => syncRoster(course.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LTI_COURSES_KEY }),
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">
          {course.title} · {course.platform}
        </p>
        <p className="text-sm text-slate-600">
          {course.syncedAt ? t('course.syncedAt', { date: new Date(course.syncedAt).toLocaleString(i18n.language) }) : t('course.neverSynced')}
        </p>
        {!course.canSyncRoster && <p className="text-sm text-slate-600">{t('course.noRoster')}</p>}
        {sync.isSuccess && (
          <p role="status" className="text-sm text-green-900">
            {t('course.synced', { added: sync.data.added, removed: sync.data.removed, members: sync.data.members })}
            {sync.data.refused > 0 && ` ${t('course.refused', { count: sync.data.refused })}`}
          </p>
        )}
        {sync.isError && (
          <p role="alert" className="text-sm text-red-800">
            {sync.error instanceof ApiError && sync.error.message ? sync.error.message : t('course.syncFailed')}
          </p>
        )}
      </div>
      <Button variant="secondary" disabled={!course.canSyncRoster || sync.isPending} onClick={() => sync.mutate()}>
        {sync.isPending ? t('course.syncing') : t('course.sync')}
      </Button>
    </li>
  );
}

/**
 * On the lecturer's dashboard when the course is opened from an LMS (LTI): roster sync, and the
 * state of each student's score in the LMS gradebook (sent, waiting, retrying, failed). Nothing
 * for a course without an LMS.
 */
export function LtiCoursePanel() {
  const { t } = useTranslation(LTI_NS);
  // Post states are followed only where an LMS course exists; a course becomes one by a launch, which loads the page anew.
  const query = useQuery({ queryKey: LTI_COURSES_KEY, queryFn: fetchLtiCourses, refetchInterval: (q) => (q.state.data?.courses.length ? 30_000 : false) });
  if (!query.data || query.data.courses.length === 0) return null;
  const { courses, scores } = query.data;
  const problems = scores.filter((s) => s.state === 'failed' || s.state === 'retrying').length;
  return (
    <Card className="flex flex-col gap-3">
      <h2 id="lti-course-title" className="text-xl font-semibold">
        {t('course.title')}
      </h2>
      <p className="max-w-3xl text-slate-700">{t('course.intro')}</p>
      <ul className="flex flex-col gap-2" aria-labelledby="lti-course-title">
        {courses.map((course) => (
          <CourseRow key={course.id} course={course} />
        ))}
      </ul>
      <details open={problems > 0}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">
          {t('course.gradesTitle', { count: scores.length })}
          {problems > 0 && <span className="ms-2 rounded bg-red-100 px-2 py-0.5 text-sm text-red-900">{t('course.problems', { count: problems })}</span>}
        </summary>
        {scores.length === 0 ? (
          <p className="text-slate-700">{t('course.noGrades')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {scores.map((s) => (
              <li key={`${s.userId}-${s.subject}-${s.labNumber}-${s.contextTitle}`} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-3">
                <span className="font-medium sm:w-56">
                  {s.firstName} {s.lastName}
                </span>
                <span className="sm:w-24">{t('course.lab', { number: s.labNumber })}</span>
                <span className="sm:w-16">{s.score === null ? '—' : Math.round(s.score)}</span>
                <span className={`w-fit rounded px-2 py-0.5 text-sm ${STATE_STYLE[s.state]}`}>{t(`course.state.${s.state}`, { attempts: s.attempts })}</span>
                {s.lastError && (s.state === 'failed' || s.state === 'retrying') && <span className="text-sm break-all text-slate-600">{s.lastError}</span>}
              </li>
            ))}
          </ul>
        )}
      </details>
    </Card>
  );
}
