import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { DemoRequestsSection } from '../../site';
import { AssignProfessorForm } from '../components/AssignProfessorForm';
import { CreateProfessorForm } from '../components/CreateProfessorForm';
import { CreateUniversityForm } from '../components/CreateUniversityForm';
import { UniversityList } from '../components/UniversityList';
import { UniversityManager } from '../components/UniversityManager';
import { PersonalDataDeletions } from '../components/PersonalDataDeletions';
import { AuditLogSection } from '../components/AuditLogSection';
import { DataExportSection } from '../components/DataExportSection';
import { StudentIdConflictsSection } from '../components/StudentIdConflictsSection';
import { SpeechRecognitionSection } from '../../speech';
import { AgreementSection } from '../../agreement';
import { LtiSection } from '../../lti';
import { AuthoringAdminLink } from '../../authoring';
import '../locales';

/**
 * /admin/dashboard, a page of sections: SPEC.md's create / assign / list, then the selected
 * university (capacity, release policy, professors) and professor accounts. Other features
 * add their own section below.
 */
export function AdminDashboard() {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold"><KeepThaiWords>{t('admin.title')}</KeepThaiWords></h1>
      <AuthoringAdminLink />
      <div className="grid gap-6 md:grid-cols-2">
        <CreateUniversityForm />
        <AssignProfessorForm />
      </div>
      <UniversityList selectedId={selectedId} onManage={(id) => setSelectedId((current) => (current === id ? null : id))} />
      {selectedId && <UniversityManager universityId={selectedId} />}
      <CreateProfessorForm key={selectedId ?? 'none'} defaultUniversityId={selectedId} />
      <PersonalDataDeletions />
      <AuditLogSection />
      <StudentIdConflictsSection />
      <DataExportSection />
      <AgreementSection />
      <LtiSection />
      <SpeechRecognitionSection />
      <DemoRequestsSection />
    </div>
  );
}
