import { MATERNAL_CHILD_GROUPS, SUBJECT_DASHBOARD, type MaternalChildGroup } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { Loading } from '../../../components/ui/Loading';
import { useStudentLabs } from '../api';
import { ErrorState } from '../components/ErrorState';
import { LabGrid } from '../components/LabCard';

const GROUPS = Object.entries(MATERNAL_CHILD_GROUPS) as [MaternalChildGroup, (typeof MATERNAL_CHILD_GROUPS)[MaternalChildGroup]][];

/** /student/postpartum, /student/antenatal, /student/intrapartum: a group's maternal and child labs, 3 cards a row. */
export function LabListPage({ group }: { group: MaternalChildGroup }) {
  const { t } = useTranslation();
  const labs = useStudentLabs('maternalchild');
  const range = MATERNAL_CHILD_GROUPS[group];
  const rows = labs.data?.filter((l) => l.labNumber >= range.from && l.labNumber <= range.to);
  const title = t(`catalogue.groups.${group}Title`);

  return (
    <div className="flex flex-col gap-6">
      <Link to={SUBJECT_DASHBOARD.maternalchild} className="self-start font-medium text-brand-800 underline underline-offset-2">
        <span aria-hidden="true">← </span>
        <KeepThaiWords>{t('catalogue.backToDashboard')}</KeepThaiWords>
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold"><KeepThaiWords>{title}</KeepThaiWords></h1>
        <p className="text-slate-700">{t('catalogue.groups.range', { from: range.from, to: range.to })}</p>
      </header>

      <nav aria-label={t('catalogue.groups.title')}>
        <ul role="list" className="flex flex-wrap gap-2">
          {GROUPS.map(([g, r]) => (
            <li key={g}>
              <NavLink
                to={r.path}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ring-inset ${isActive ? 'bg-brand-800 text-white ring-brand-800' : 'bg-white text-brand-800 ring-brand-700 hover:bg-brand-50'}`
                }
              >
                <KeepThaiWords>{t(`catalogue.groups.${g}`)}</KeepThaiWords>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {labs.isPending && <Loading />}
      {labs.isError && <ErrorState error={labs.error} onRetry={() => void labs.refetch()} what="labs" />}
      {rows && <LabGrid subject="maternalchild" rows={rows} columns={3} label={title} />}
    </div>
  );
}
