import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/Loading';
import { fetchUniversities, UNIVERSITIES_KEY } from '../../admin';
import { PLATFORMS_KEY, fetchPlatforms } from '../api/lti';
import { DynamicRegistration } from '../components/DynamicRegistration';
import { ManualRegistrationForm } from '../components/ManualRegistrationForm';
import { PlatformList } from '../components/PlatformList';
import { ToolEndpoints } from '../components/ToolEndpoints';
import '../locales';
import { LTI_NS } from '../locales';

/** /admin/lti: the LMSs NurseLab is registered with, a dynamic registration URL per university, a manual registration. */
export function LtiAdminPage() {
  const { t } = useTranslation(LTI_NS);
  const universities = useQuery({ queryKey: UNIVERSITIES_KEY, queryFn: fetchUniversities });
  const platforms = useQuery({ queryKey: PLATFORMS_KEY, queryFn: fetchPlatforms });
  const options = (universities.data ?? []).map((u) => ({ value: u._id, label: u.universityName }));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <p className="max-w-3xl text-slate-700">{t('admin.intro')}</p>
      {platforms.isPending ? <Loading /> : <PlatformList platforms={platforms.data?.platforms ?? []} />}
      <DynamicRegistration universities={options} />
      <ToolEndpoints />
      <ManualRegistrationForm universities={options} />
    </div>
  );
}
