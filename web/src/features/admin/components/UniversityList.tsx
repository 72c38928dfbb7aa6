import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { DataTable } from '../../../components/ui/DataTable';
import { Loading } from '../../../components/ui/Loading';
import { fetchUniversities, UNIVERSITIES_KEY } from '../api';
import { ADMIN_NS } from '../locales';
import { ManageUniversityButton } from './ManageUniversityButton';
import { UniversityCards } from './UniversityCards';

/** The registered universities (cards on a phone, a table above md); Manage opens one in the manager below. */
export function UniversityList({ selectedId, onManage }: { selectedId: string | null; onManage: (id: string) => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: UNIVERSITIES_KEY, queryFn: fetchUniversities });
  const columns = [
    { key: 'name', label: t('admin.colName') },
    { key: 'course', label: t('admin.colCourse') },
    { key: 'code', label: t('admin.colCode') },
    { key: 'students', label: t('admin.colStudents') },
    { key: 'professors', label: t('admin.colProfessors') },
    { key: 'manage', label: t('manage', { ns: ADMIN_NS }), hidden: true },
  ];

  return (
    <section aria-labelledby="university-list" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="university-list" className="mb-4 text-xl font-semibold">
        {t('admin.listTitle')}
      </h2>
      {query.isPending && <Loading />}
      {query.isError && (
        <Alert tone="error">
          {t('admin.loadFailed')}{' '}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('admin.retry')}
          </Button>
        </Alert>
      )}
      {query.data?.length === 0 && <p>{t('admin.none')}</p>}
      {/* Cards below md (a phone), the table above it; the hidden one is display:none, out of the accessibility tree. */}
      {!!query.data?.length && (
        <>
          <div className="md:hidden">
            <UniversityCards universities={query.data} selectedId={selectedId} onManage={onManage} />
          </div>
          <div className="hidden md:block">
            <DataTable columns={columns} labelledBy="university-list" framed={false}>
              {query.data.map((u) => (
                <tr key={u._id} className="border-b border-slate-100">
                  <th scope="row" className="p-2 font-medium">
                    {u.universityName}
                  </th>
                  <td className="p-2">{t(`courses.${u.course}`)}</td>
                  <td className="p-2 font-mono">{u.registerCode}</td>
                  <td className="p-2">
                    {u.registeredStudents}/{u.numberOfStudents}
                  </td>
                  <td className="p-2">{u.professors.join(', ')}</td>
                  <td className="p-2">
                    <ManageUniversityButton name={u.universityName} selected={selectedId === u._id} onClick={() => onManage(u._id)} />
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        </>
      )}
    </section>
  );
}
