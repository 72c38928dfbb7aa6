import { labPath, parseLegacyDashboardPath, parseLegacyLabPath, SUBJECT_DASHBOARD, type Language, type Subject } from '@nurselab/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { useLabById } from '../api';
import { ErrorState } from '../components/ErrorState';

/**
 * SPEC.md's base lab URLs (/student/maternalchild4, /student/upload1, /student/315/2) were the
 * Thai screens; the suffixed ones (4en, 1cn ...) the other languages. Surgical, medical and OB
 * lab URLs carried no language: the dashboard's language route chose it, here the UI language.
 */
const BASE_IS_THAI: Partial<Record<Subject, true>> = { maternalchild: true, '315': true };

function legacyLanguage(subject: Subject, language: Language | undefined): Language | undefined {
  return language ?? (BASE_IS_THAI[subject] ? 'th' : undefined);
}

/** Every legacy lab and dashboard-language URL of SPEC.md section 2, onto the canonical screens. */
export function LegacyRedirect({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  const lab = parseLegacyLabPath(pathname);
  const dashboard = lab ? undefined : parseLegacyDashboardPath(pathname);
  if (lab) return <Navigate to={labPath(lab.subject, lab.labNumber, legacyLanguage(lab.subject, lab.language))} replace />;
  if (dashboard) return <SwitchLanguage language={dashboard.language} to={SUBJECT_DASHBOARD[dashboard.subject]} />;
  return <>{fallback}</>;
}

/** /surgical/cn and the like: that dashboard, with the UI switched to that language. */
function SwitchLanguage({ language, to }: { language: Language; to: string }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void i18n.changeLanguage(language).then(() => {
      if (!cancelled) navigate(to, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, language, navigate, to]);
  return <Loading />;
}

/** /lab/:labId (SPEC.md: lab detail by id): looks the lab up, then opens its screen. */
export function LabByIdRedirect() {
  const { labId = '' } = useParams();
  const query = useLabById(labId);
  if (query.data) {
    const { lab } = query.data;
    return <Navigate to={labPath(lab.subject, lab.labNumber, lab.language)} replace />;
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} what="lab" heading="h1" />;
  return <Loading />;
}
