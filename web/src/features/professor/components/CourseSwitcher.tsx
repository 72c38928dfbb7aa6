import { homePathFor } from '@nurselab/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/SelectField';
import { getSession, setSession } from '../../../lib/session';
import { useTaughtCourses, type TaughtCourse } from '../api/courses';
import { PROFESSOR_NS } from '../locales';

/**
 * The course a lecturer who teaches several works in (issue 22). The choice is kept with the
 * session and sent with every request; the server checks the lecturer teaches it. Shown only to
 * a lecturer of more than one course.
 */
export function CourseSwitcher() {
  const { t } = useTranslation(PROFESSOR_NS);
  const courses = useTaughtCourses();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = courses.data?.courses ?? [];

  // The session's names follow the course the server says is active (after a switch elsewhere, or
  // when the chosen course was taken away and the default applies again).
  const active = list.find((c) => c._id === courses.data?.active);
  useEffect(() => {
    const session = getSession();
    if (!session || !active || session.user.universityCode === active.registerCode) return;
    setSession({ ...session, user: { ...session.user, university: active.universityName, universityCode: active.registerCode, course: active.course } });
  }, [active]);

  if (list.length < 2 || !courses.data?.active) return null;

  const choose = (course: TaughtCourse) => {
    const session = getSession();
    if (!session) return;
    const user = { ...session.user, university: course.universityName, universityCode: course.registerCode, course: course.course };
    setSession({ ...session, user, activeCourse: course._id });
    // Nothing of the other course stays on screen.
    queryClient.removeQueries({ queryKey: ['professor'] });
    queryClient.removeQueries({ queryKey: ['agreement'] });
    void navigate(homePathFor(user));
  };

  return (
    <div className="w-full sm:w-auto sm:min-w-64" data-testid="course-switcher">
      <SelectField
        label={t('nav.course')}
        value={courses.data.active}
        wrapChosen
        onChange={(e) => {
          const course = list.find((c) => c._id === e.target.value);
          if (course) choose(course);
        }}
        options={list.map((c) => ({ value: c._id, label: `${c.universityName} · ${t(`courses.${c.course}`, { ns: 'translation' })}` }))}
      />
    </div>
  );
}
