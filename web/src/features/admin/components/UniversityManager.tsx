import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { fetchUniversities, UNIVERSITIES_KEY } from '../api';
import { ADMIN_NS } from '../locales';
import { EditUniversityForm } from './EditUniversityForm';
import { PrivacySettingsForm } from './PrivacySettingsForm';
import { UniversityProfessors } from './UniversityProfessors';
import { UniversityStudents } from './UniversityStudents';

/** One university: its course and code, capacity in use, release policy and capacity (editable), its professors, its privacy settings and its students. */
export function UniversityManager({ universityId }: { universityId: string }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { t: tt } = useTranslation();
  const query = useQuery({ queryKey: UNIVERSITIES_KEY, queryFn: fetchUniversities });
  const university = query.data?.find((u) => u._id === universityId);
  if (!university) return null;
  const percent = university.numberOfStudents > 0 ? (university.registeredStudents / university.numberOfStudents) * 100 : 0;
  return (
    <section aria-labelledby="manage-title" className="flex flex-col gap-5 rounded-xl bg-white p-4 shadow-sm sm:p-6" data-testid="university-manager">
      <h2 id="manage-title" className="text-xl font-semibold">
        {t('manageTitle', { name: university.universityName })}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{tt('admin.colCourse')}</dt>
        <dd>{tt(`courses.${university.course}`)}</dd>
        <dt className="font-semibold">{tt('admin.colCode')}</dt>
        <dd className="font-mono">{university.registerCode}</dd>
        <dt className="font-semibold">{t('capacityInUse')}</dt>
        <dd className="flex max-w-md flex-col gap-1">
          <span data-testid="capacity-in-use">{t('capacityValue', { registered: university.registeredStudents, capacity: university.numberOfStudents })}</span>
          <ProgressBar percent={percent} tone={percent >= 100 ? 'red' : percent >= 90 ? 'yellow' : 'green'} label={t('capacityInUse')} showLabel={false} />
        </dd>
        <dt className="font-semibold">{t('releasePolicy')}</dt>
        <dd>{t(`policy.${university.releasePolicy ?? 'immediate'}`)}</dd>
        <dt className="font-semibold">{t('dangerPolicy')}</dt>
        <dd data-testid="danger-policy-value">{t(`danger.${university.dangerPolicy ?? 'hold'}`)}</dd>
        <dt className="font-semibold">{t('auditPercent')}</dt>
        <dd data-testid="audit-percent-value">{new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(university.auditPercent ?? 10)} %</dd>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed by the university only: a save must not remount the form and lose its "Changes saved." */}
        <EditUniversityForm key={university._id} university={university} />
        <UniversityProfessors university={university} />
        <PrivacySettingsForm key={`privacy-${university._id}`} university={university} />
        <UniversityStudents university={university} />
      </div>
    </section>
  );
}
