import { useTranslation } from 'react-i18next';
import { AssignProfessorForm } from '../components/AssignProfessorForm';
import { CreateUniversityForm } from '../components/CreateUniversityForm';
import { UniversityList } from '../components/UniversityList';

export function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <div className="grid gap-6 md:grid-cols-2">
        <CreateUniversityForm />
        <AssignProfessorForm />
      </div>
      <UniversityList />
    </div>
  );
}
