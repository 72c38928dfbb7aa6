import { homePathFor } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { useReviewQueue } from '../api/review';
import { PROFESSOR_NS } from '../locales';
import { CourseSwitcher } from './CourseSwitcher';
import { AgreementNavLink } from '../../agreement';
import { AuthoringNavLink } from '../../authoring';

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`;

/** The professor's pages (students, the review queue with how many answers wait, due dates) and, for a lecturer of several courses, the course switcher. */
export function ProfessorNav() {
  const { t } = useTranslation(PROFESSOR_NS);
  const session = useSession();
  const queue = useReviewQueue();
  // Everything waiting for a person (an answer held with a danger is both needs_review and flagged: counted once).
  const waiting = queue.data?.waiting.length;
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 pb-2 sm:flex-row sm:items-end sm:justify-between">
      <nav aria-label={t('nav.label')} className="flex flex-wrap gap-2">
        <NavLink to={session ? homePathFor(session.user) : '/professor/dashboard'} end className={tab}>
          {t('nav.students')}
        </NavLink>
        <NavLink to="/professor/review" className={tab}>
          {t('nav.review')}
          {waiting !== undefined && (
            <span className={`rounded-full px-2 py-0.5 text-sm font-bold ${waiting > 0 ? 'bg-amber-400 text-amber-950' : 'bg-slate-200 text-slate-700'}`} data-testid="review-count">
              <span aria-hidden="true">{waiting}</span>
              <span className="sr-only">{t('nav.reviewCount', { count: waiting })}</span>
            </span>
          )}
        </NavLink>
        <NavLink to="/professor/due-dates" className={tab}>
          {t('nav.dueDates')}
        </NavLink>
        <AuthoringNavLink className={tab} />
        <AgreementNavLink className={tab} />
      </nav>
      <CourseSwitcher />
    </div>
  );
}
