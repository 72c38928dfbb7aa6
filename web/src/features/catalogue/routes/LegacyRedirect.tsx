import { labPath, parseLegacyDashboardPath, parseLegacyLabPath, SUBJECT_DASHBOARD, type Language, type Subject } from '@nurselab/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an old /lab/{labId} link may carry instead of an id: a legacy lab name (maternalchild4en, upload1cn, 315-2 ...). */
function legacyLabFromId(labId: string) {
  const name = labId.replace(/-/g, '');
  const found = parseLegacyLabPath(`/student/${name}`) ?? parseLegacyLabPath(`/student/315/${name.replace(/^315/, '')}`);
  return found && { ...found, language: legacyLanguage(found.subject, found.language) };
}

/**
 * /lab/:labId (SPEC.md: lab detail by id) and /retake-lab/:labId (the Retake button's target):
 * looks the lab up, then opens its screen (at the answer area for a retake).
 */
export function LabByIdRedirect({ hash }: { hash?: string }) {
  const { labId = '' } = useParams();
  const legacy = UUID.test(labId) ? undefined : legacyLabFromId(labId);
  const query = useLabById(labId, { enabled: UUID.test(labId) });
  const to = (subject: Subject, labNumber: number, language?: Language) => labPath(subject, labNumber, language) + (hash ? `#${hash}` : '');
  if (legacy) return <Navigate to={to(legacy.subject, legacy.labNumber, legacy.language)} replace />;
  if (!UUID.test(labId)) return <ErrorState error={new ApiError(404, 'request.notFound', 'Not found')} onRetry={() => undefined} what="lab" heading="h1" />;
  if (query.data) {
    const { lab } = query.data;
    return <Navigate to={to(lab.subject, lab.labNumber, lab.language)} replace />;
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} what="lab" heading="h1" />;
  return <Loading />;
}
