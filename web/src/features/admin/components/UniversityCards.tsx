import { useTranslation } from 'react-i18next';
import type { AdminUniversity } from '../api';
import { ManageUniversityButton } from './ManageUniversityButton';

/** The universities on a phone: one card each, every column's value under its heading, Manage in reach (no sideways scroll). */
export function UniversityCards({ universities, selectedId, onManage }: { universities: AdminUniversity[]; selectedId: string | null; onManage: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3" aria-labelledby="university-list" data-testid="university-cards">
      {universities.map((u) => (
        <li key={u._id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <p className="font-semibold">{u.universityName}</p>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div>
              <dt className="text-slate-600">{t('admin.colCourse')}</dt>
              <dd>{t(`courses.${u.course}`)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('admin.colCode')}</dt>
              <dd className="font-mono">{u.registerCode}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('admin.colStudents')}</dt>
              <dd>
                {u.registeredStudents}/{u.numberOfStudents}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('admin.colProfessors')}</dt>
              <dd className="wrap-anywhere">{u.professors.join(', ') || '—'}</dd>
            </div>
          </dl>
          <ManageUniversityButton name={u.universityName} selected={selectedId === u._id} onClick={() => onManage(u._id)} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
