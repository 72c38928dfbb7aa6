import { isPassingScore, labPath, toSubject, type LabSubmission } from '@nurselab/core';
import type { TFunction } from 'i18next';
import { CommentsPanel } from '../../comments';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { ProgressRing } from '../../../components/ui/ProgressRing';
import { SelectField } from '../../../components/ui/SelectField';
import { ApiError } from '../../../lib/api';
import { message } from '../../../lib/i18n';
import { useLabHistory } from '../api';
import { AttemptFeedback, quotedSpans, RecordingPlayer, TranscriptView, useSeekablePlayer } from '../../evidence';
import { FeedbackList } from '../components/ResultPanel';
import { PassBadge, ReviewedBadge } from '../components/SubmissionBadges';
import { WaitingForLecturer } from '../components/WaitingForLecturer';

/**
 * SPEC.md's history page: "Lab {n} History", "Select Attempt" ("Attempt N"), score, pros,
 * recommendations, status and the player of the submitted recording (audio or video).
 */
export function HistoryPage() {
  const { t, i18n } = useTranslation('submissions');
  const params = useParams();
  const subject = toSubject(params.subject ?? '');
  const labNumber = /^[1-9]\d{0,3}$/.test(params.labNumber ?? '') ? Number(params.labNumber) : undefined;
  const valid = subject !== undefined && labNumber !== undefined;
  const history = useLabHistory(subject ?? 'maternalchild', labNumber ?? 1, { enabled: valid, refetchWhilePending: true });
  // ?attempt=<id> (a notification's link) opens that attempt.
  const [selectedId, setSelectedId] = useState<string | null>(() => new URLSearchParams(window.location.search).get('attempt'));
  const attempts = history.data ?? [];
  const selected = attempts.find((a) => a._id === selectedId) ?? attempts[0];

  const backToLab = valid ? (
    <Link to={labPath(subject, labNumber)} className="self-start font-medium text-brand-800 underline underline-offset-2">
      <span aria-hidden="true">← </span>
      {t('history.back')}
    </Link>
  ) : null;

  if (!valid) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('history.notFound')}</h1>
        <Link to="/dashboard" className={buttonClass('secondary', 'self-start')}>
          {t('history.back')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {backToLab}
      <h1 className="text-3xl font-bold">{t('history.title', { number: labNumber })}</h1>

      {history.isPending && <Loading />}
      {history.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">
            {history.error instanceof ApiError && history.error.status !== 0 && history.error.status < 500 ? history.error.message : t('history.loadFailed')}
          </p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void history.refetch()}>
            {t('history.retry')}
          </button>
        </div>
      )}
      {history.isSuccess && attempts.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <p>{t('history.empty')}</p>
          <Link to={labPath(subject, labNumber)} className={buttonClass('primary')}>
            {t('history.recordNow')}
          </Link>
        </div>
      )}
      {selected && (
        <>
          <div className="max-w-xs">
            <SelectField
              label={t('history.selectAttempt')}
              value={selected._id}
              onChange={(e) => setSelectedId(e.target.value)}
              options={attempts.map((a) => ({ value: a._id, label: t('history.attempt', { attempt: a.attempt }) }))}
            />
          </div>
          <AttemptDetails key={selected._id} attempt={selected} dateLanguage={i18n.language} onMediaExpired={() => void history.refetch()} />
        </>
      )}
    </div>
  );
}

function AttemptDetails({ attempt, dateLanguage, onMediaExpired }: { attempt: LabSubmission; dateLanguage: string; onMediaExpired: () => void }) {
  const { t } = useTranslation('submissions');
  const scored = attempt.status === 'graded' && typeof attempt.studentScore === 'number';
  const isPass = attempt.isPass ?? (scored ? isPassingScore(attempt.studentScore!) : false);
  const date = new Date(attempt.createdAt);
  const { mediaRef, seek } = useSeekablePlayer();
  const evidence = scored ? attempt.evidence : null;
  return (
    <article aria-labelledby="attempt-title" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="attempt-title" className="text-xl font-semibold">
          {t('history.attempt', { attempt: attempt.attempt })}
        </h2>
        {scored && <PassBadge isPass={isPass} />}
        {scored && attempt.reviewed && <ReviewedBadge />}
        {!Number.isNaN(date.getTime()) && (
          <span className="text-sm text-slate-600">
            {t('history.submittedAt', { date: new Intl.DateTimeFormat(dateLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(date) })}
          </span>
        )}
      </header>

      <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="flex flex-col gap-1">
          <dt className="font-semibold">{t('history.score')}</dt>
          <dd>
            {scored ? (
              <ProgressRing percent={attempt.studentScore!} tone={isPass ? 'green' : 'red'} label={t('history.score')} size={128} />
            ) : (
              <span className="text-slate-700">{t('history.noScore')}</span>
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="font-semibold">{t('history.status')}</dt>
          <dd>{attempt.held && !scored ? t('result.heldTitle') : statusText(attempt, t)}</dd>
        </div>
      </dl>

      {attempt.status === 'needs_review' && (attempt.waitingReasons?.length ?? 0) > 0 && <WaitingForLecturer reasons={attempt.waitingReasons!} headingLevel={3} />}

      {attempt.held && !scored && !attempt.waitingReasons?.length && (
        <p className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-900" data-testid="held-note">
          {message('submission.heldForRelease')}
        </p>
      )}

      <section aria-labelledby="history-recording" className="flex flex-col gap-2">
        <h3 id="history-recording" className="font-semibold">
          {t('history.recording')}
        </h3>
        <Player attempt={attempt} onExpired={onMediaExpired} mediaRef={mediaRef} />
      </section>
      {evidence && !attempt.reviewed ? (
        <AttemptFeedback evidence={evidence} level={3} idPrefix="history" onSeek={seek} />
      ) : (
        <>
          {attempt.pros.length > 0 ? (
            <FeedbackList id="history-pros" title={t('history.pros')} items={attempt.pros} tone="pros" />
          ) : (
            scored && <EmptyList title={t('history.pros')} />
          )}
          {attempt.recommendations.length > 0 ? (
            <FeedbackList id="history-recs" title={t('history.recommendations')} items={attempt.recommendations} tone="recs" />
          ) : (
            scored && <EmptyList title={t('history.recommendations')} />
          )}
        </>
      )}

      {evidence && <TranscriptView transcript={evidence.transcript} spans={attempt.reviewed ? [] : quotedSpans(evidence)} />}
      <CommentsPanel submissionId={attempt._id} mediaRef={mediaRef} onSeek={seek} />
    </article>
  );
}

function EmptyList({ title }: { title: string }) {
  const { t } = useTranslation('submissions');
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-slate-600">{t('history.none')}</p>
    </div>
  );
}

function statusText(attempt: LabSubmission, t: TFunction<'submissions'>): string {
  if (attempt.status === 'graded') return attempt.isPass ? t('status.passed') : t('status.tryAgain');
  return t(`status.${attempt.status}`);
}

/**
 * The recording: <audio> or <video> by fileType, with SPEC.md's fallback line. The signed link
 * is kept while the history refreshes (each answer signs anew), and renewed when it fails
 * (expired), at most twice.
 */
function Player({ attempt, onExpired, mediaRef }: { attempt: LabSubmission; onExpired: () => void; mediaRef: Ref<HTMLMediaElement> }) {
  const { t } = useTranslation('submissions');
  const [src, setSrc] = useState(attempt.fileUrl);
  const [renewing, setRenewing] = useState(false);
  const renewals = useRef(0);
  useEffect(() => {
    if (renewing && attempt.fileUrl !== src) {
      setSrc(attempt.fileUrl);
      setRenewing(false);
    }
  }, [renewing, attempt.fileUrl, src]);
  const onError = () => {
    if (renewing || renewals.current >= 2) return;
    renewals.current += 1;
    setRenewing(true);
    onExpired();
  };
  const label = t('history.player', { attempt: attempt.attempt });
  return (
    <>
      <RecordingPlayer src={src} fileType={attempt.fileType} label={label} mediaRef={mediaRef} onError={onError} />
      {renewing && <p className="text-sm text-slate-600">{t('history.mediaExpired')}</p>}
    </>
  );
}
