import { isPassingScore, type SubmissionView } from '@nurselab/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../../lib/i18n';
import { CommentsPanel } from '../../comments';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/Button';
import { ProgressRing } from '../../../components/ui/ProgressRing';
import { AttemptFeedback, quotedSpans, RecordingPlayer, TranscriptView, useSeekablePlayer } from '../../evidence';
import { useSubmissionMedia } from '../api';
import { PassBadge, ReviewedBadge } from './SubmissionBadges';
import { WaitingForLecturer } from './WaitingForLecturer';

/**
 * SPEC.md's result screen: "Lab {n}", the attempt, Passed / "Try again", the percentage ring
 * (only with a score), feedback, pros and recommendations, Retake and the history. With an
 * automatic grade's evidence: the recording, the feedback per question with the student's own
 * words (each plays the recording from that moment) and the transcript. needs_review and failed
 * say what happens instead.
 */
export function ResultPanel({
  view,
  labNumber,
  attemptsLeft,
  attemptGivenBack,
  historyPath,
  onRetake,
  headingRef,
}: {
  view: SubmissionView;
  labNumber: number;
  attemptsLeft: number;
  /** True when the server gave the attempt back after a failed evaluation; null when unknown. */
  attemptGivenBack: boolean | null;
  historyPath: string;
  onRetake: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('submissions');
  const scored = view.status === 'graded' && typeof view.score === 'number';
  const isPass = view.isPass ?? (scored ? isPassingScore(view.score!) : false);
  const evidence = scored ? view.evidence : null;
  const { mediaRef, seek } = useSeekablePlayer();
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          {t('result.title', { number: labNumber })}
        </h3>
        <span className="text-slate-700">{t('result.attempt', { attempt: view.attempt })}</span>
        {scored && <PassBadge isPass={isPass} />}
        {scored && view.reviewed && <ReviewedBadge />}
      </header>

      {scored && (
        <div className="flex flex-col items-start gap-6 sm:flex-row">
          <ProgressRing percent={view.score!} tone={isPass ? 'green' : 'red'} label={t('result.score')} size={148}>
            <span className="text-sm font-medium text-slate-700">{t('result.score')}</span>
          </ProgressRing>
          <section aria-labelledby="result-feedback" className="flex flex-1 flex-col gap-2">
            <h4 id="result-feedback" className="text-lg font-semibold">
              {t('result.feedback')}
            </h4>
            <p>{isPass ? t('result.feedbackPassed') : t('result.feedbackFailed')}</p>
          </section>
        </div>
      )}

      {view.status === 'needs_review' && (view.waitingReasons?.length ?? 0) > 0 && <WaitingForLecturer reasons={view.waitingReasons!} />}

      {view.status === 'needs_review' && !view.waitingReasons?.length && (
        <div className="flex flex-col gap-1 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-900">
          <p className="font-semibold">{view.held ? t('result.heldTitle') : t('result.needsReview')}</p>
          <p>{view.held ? message(view.failureReason ?? 'submission.heldForRelease') : t('result.needsReviewNote')}</p>
        </div>
      )}

      {view.status === 'failed' && (
        <div className="flex flex-col gap-1 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{t('result.failedTitle')}</p>
          <p>{view.failureReason ? message(view.failureReason) : t('result.failedFallback')}</p>
          {attemptGivenBack && <p>{t('result.givenBack', { count: attemptsLeft })}</p>}

        </div>
      )}

      {evidence && <ResultRecording id={view._id} attempt={view.attempt} mediaRef={mediaRef} />}
      {evidence && !view.reviewed ? (
        <AttemptFeedback evidence={evidence} level={4} idPrefix="result" onSeek={seek} />
      ) : (
        // A lecturer's review replaces the automatic feedback: theirs is shown as written.
        <>
          {view.pros.length > 0 && <FeedbackList id="result-pros" title={t('result.pros')} items={view.pros} tone="pros" />}
          {view.recommendations.length > 0 && <FeedbackList id="result-recs" title={t('result.recommendations')} items={view.recommendations} tone="recs" />}
        </>
      )}
      {evidence && <TranscriptView transcript={evidence.transcript} spans={view.reviewed ? [] : quotedSpans(evidence)} />}
      {evidence && <CommentsPanel submissionId={view._id} mediaRef={mediaRef} onSeek={seek} headingLevel={4} />}

      {attemptsLeft <= 0 && <p className="font-semibold text-red-800">{t('noAttempts')}</p>}
      <div className="flex flex-wrap gap-3">
        {attemptsLeft > 0 && <Button onClick={onRetake}>{t('retake')}</Button>}
        <Link to={historyPath} className={buttonClass('secondary')}>
          {t('result.history')}
        </Link>
      </div>
    </div>
  );
}

/** The submitted recording, through a signed link, for the evidence quotes to play. */
function ResultRecording({ id, attempt, mediaRef }: { id: string; attempt: number; mediaRef: Ref<HTMLMediaElement> }) {
  const { t } = useTranslation('submissions');
  const media = useSubmissionMedia(id);
  return (
    <section aria-labelledby="result-recording" className="flex flex-col gap-2">
      <h4 id="result-recording" className="font-semibold">
        {t('history.recording')}
      </h4>
      {media.data ? (
        <RecordingPlayer src={media.data.url} fileType={media.data.fileType} label={t('history.player', { attempt })} mediaRef={mediaRef} onError={() => void media.refetch()} />
      ) : (
        <p className="text-sm text-slate-600">{media.isError ? t('result.mediaUnavailable') : t('result.mediaLoading')}</p>
      )}
    </section>
  );
}

export function FeedbackList({ id, title, items, tone, lang }: { id: string; title: string; items: string[]; tone: 'pros' | 'recs'; lang?: string }) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-2 rounded-lg border-l-4 bg-white px-4 py-3 ${tone === 'pros' ? 'border-green-600' : 'border-amber-500'}`}>
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      <ul className="flex list-disc flex-col gap-1 pl-5" lang={lang}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
