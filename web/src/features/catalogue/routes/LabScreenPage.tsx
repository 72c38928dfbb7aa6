import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { AnswerArea } from '../../submissions';
import { ConsentGate } from '../../privacy';
import { isLanguage, isSubject, SUBJECT_DASHBOARD, toLanguage, type Language } from '@nurselab/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { useScrollToHash } from '../../../lib/useScrollToHash';
import { useLab, useStudentLabs } from '../api';
import { ErrorState } from '../components/ErrorState';
import { LabLanguageSelect } from '../components/LabLanguageSelect';
import { LabContent } from '../components/LabContent';

const FALLBACK_LANGUAGE: Language = 'th';

/**
 * /student/labs/:subject/:labNumber?lang=xx: the one screen every lab uses (ARCHITECTURE.md).
 * The lab's language is ?lang= (cn, jp, indo accepted), else the UI language, else Thai.
 */
export function LabScreenPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const subject = isSubject(params.subject) ? params.subject : undefined;
  const labNumber = /^[1-9]\d{0,3}$/.test(params.labNumber ?? '') ? Number(params.labNumber) : undefined;
  const valid = subject !== undefined && labNumber !== undefined;

  const rawLang = searchParams.get('lang');
  const asked = toLanguage(rawLang);
  const requested: Language = asked ?? (isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE);

  const lab = useLab(subject ?? 'maternalchild', labNumber ?? 1, requested, { enabled: valid });
  const labs = useStudentLabs(subject ?? 'maternalchild', { enabled: valid });
  const row = labs.data?.find((l) => l.labNumber === labNumber);

  const setLanguage = (language: Language) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('lang', language);
        return next;
      },
      { replace: true },
    );

  // ?lang=cn becomes ?lang=zh; a language the lab does not have falls back to Thai.
  const shown = lab.data && !lab.isPlaceholderData ? lab.data : undefined;
  useEffect(() => {
    if (!shown) return;
    const wanted = shown.languages.includes(requested) ? requested : shown.languages.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : shown.languages[0];
    if (wanted !== requested || (rawLang !== null && rawLang !== wanted)) {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('lang', wanted);
          return next;
        },
        { replace: true },
      );
    }
  }, [shown, requested, rawLang, setSearchParams]);

  // /retake-lab/{labId} arrives with #answer: the answer area, not the top of the scenario.
  useScrollToHash(!!lab.data);

  const back = subject ? SUBJECT_DASHBOARD[subject] : undefined;
  const backLink = (
    <Link to={back ?? '/dashboard'} className="self-start font-medium text-brand-800 underline underline-offset-2">
      <span aria-hidden="true">← </span>
      <KeepThaiWords>{t('catalogue.backToDashboard')}</KeepThaiWords>
    </Link>
  );

  if (!valid) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <ErrorState error={new ApiError(404, 'request.notFound', 'Not found')} onRetry={() => undefined} what="lab" heading="h1" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backLink}
        <div className="flex flex-wrap items-center gap-3">
          {lab.data && <LabLanguageSelect value={lab.data.language} languages={lab.data.languages} onChange={setLanguage} />}
        </div>
      </div>

      {lab.isPending && <Loading />}
      {lab.isError && <ErrorState error={lab.error} onRetry={() => void lab.refetch()} what="lab" heading="h1" backTo={back} />}
      {lab.data && (
        <>
          {lab.isPlaceholderData && <Loading />}
          <LabContent lab={lab.data} busy={lab.isPlaceholderData} />
          <ConsentGate>
            <AnswerArea subject={lab.data.subject} labNumber={lab.data.labNumber} language={lab.data.language} attemptsLeft={row?.attemptsLeft} labId={lab.data._id} pendingReview={row?.pendingReview === true} />
          </ConsentGate>
        </>
      )}
    </div>
  );
}
