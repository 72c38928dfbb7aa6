import { isPassingScore, professorStudentLabsPath, type ProfessorCourse } from '@nurselab/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClass } from '../../../components/ui/Button';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { Loading } from '../../../components/ui/Loading';
import { ProgressRing } from '../../../components/ui/ProgressRing';
import { SelectField } from '../../../components/ui/SelectField';
import { CommentsPanel } from '../../comments';
import { AttemptFeedback, quotedSpans, RecordingPlayer, TranscriptView, useSeekablePlayer } from '../../evidence';
import { SpokenLanguageNote } from '../../speech';
import { useLabSubmissions } from '../api/queries';
import type { ProfessorAttempt } from '../api/types';
import { spokenLanguage } from '../api/attempt';
import { LoadError } from '../components/LoadError';
import { ProfessorNav } from '../components/ProfessorNav';
import { ReleaseControl } from '../components/ReleaseControl';
import { FlaggedBadge } from '../components/FlaggedBadge';
import { GiveBackControl } from '../components/GiveBackControl';
import { ReviewHistory } from '../components/ReviewHistory';
import { PROFESSOR_NS } from '../locales';
import { LateBadge } from '../components/LateBadge';

/**
 * SPEC.md's lab detail page ("Lab N Details", "Select Attempt:", "Score: x", gauge green at 60+,
 * Status, Pros:, Recommendations:, the player), plus the transcript and the rubric evidence whose
 * quotes seek the player, the review history, and release of a held result.
 */
export function LabDetailPage({ course }: { course: ProfessorCourse }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const params = useParams();
  const userId = params.userId ?? '';
  const labNumber = Number(params.labNumber);
  const submissions = useLabSubmissions(course, userId, labNumber);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = submissions.data ?? [];
  const selected = list.find((s) => s._id === selectedId) ?? list[0];

  return (
    <div className="flex flex-col gap-6">
      <ProfessorNav />
      <Link to={professorStudentLabsPath(course, userId)} className="self-start font-medium text-brand-800 underline underline-offset-2">
        <span aria-hidden="true">← </span>
        <KeepThaiWords>{t('detail.back')}</KeepThaiWords>
      </Link>
      <h1 className="text-3xl font-bold">{t('detail.title', { number: labNumber })}</h1>
      {submissions.isPending && <Loading />}
      {submissions.isError && <LoadError error={submissions.error} fallback={t('detail.loadFailed')} onRetry={() => void submissions.refetch()} />}
      {submissions.isSuccess && list.length === 0 && <p>{t('detail.noAttempts')}</p>}
      {selected && (
        <>
          <div className="max-w-xs">
            <SelectField
              label={t('detail.selectAttempt')}
              value={selected._id}
              onChange={(e) => setSelectedId(e.target.value)}
              options={list.map((s) => ({ value: s._id, label: s.late ? `${t('detail.attempt', { attempt: s.attempt })} · ${t('due.late', { ns: 'translation' })}` : t('detail.attempt', { attempt: s.attempt }) }))}
            />
          </div>
          <AttemptDetail key={selected._id} submission={selected} course={course} labNumber={labNumber} onMediaExpired={() => void submissions.refetch()} />
        </>
      )}
    </div>
  );
}

function AttemptDetail({ submission, course, labNumber, onMediaExpired }: { submission: ProfessorAttempt; course: ProfessorCourse; labNumber: number; onMediaExpired: () => void }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const { mediaRef, seek } = useSeekablePlayer();
  // A signed link that failed (expired) is renewed, at most twice.
  const renewals = useRef(0);
  const renew = () => {
    if (renewals.current >= 2) return;
    renewals.current += 1;
    onMediaExpired();
  };
  const score = submission.studentScore;
  const scored = typeof score === 'number';
  const isPass = submission.isPass ?? (scored ? isPassingScore(score) : false);
  const evidence = submission.evidence ?? null;
  // A review replaces the automatic feedback (the student sees the lecturer's words): so here too.
  const automatic = evidence && !submission.reviewed ? evidence : null;
  const subject = course === 'maternalchild' ? 'maternalchild' : course;
  return (
    <article aria-labelledby="attempt-heading" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="attempt-detail">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="attempt-heading" className="text-xl font-semibold">
          {t('detail.attempt', { attempt: submission.attempt })}
        </h2>
        {submission.reviewed && <Badge tone="green">{t('detail.reviewed')}</Badge>}
        {submission.criticalFlag && <FlaggedBadge />}
        {submission.late && <LateBadge dueAt={submission.dueAt} />}
        <Link to={`/professor/review/${encodeURIComponent(submission._id)}`} className={buttonClass('secondary', 'min-h-9 px-3 py-1 text-sm')}>
          {t('detail.grade')}
        </Link>
      </header>

      <ReleaseControl held={submission.held === true} submissionId={submission._id} subject={subject} labNumber={labNumber} />
      <GiveBackControl submission={submission} />

      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {scored && <ProgressRing percent={score} tone={isPassingScore(score) ? 'green' : 'red'} label={t('detail.scoreLabel')} size={128} />}
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold" data-testid="attempt-score">
            {t('detail.score', { score: scored ? score : t('detail.noScore') })}
          </p>
          <p className="font-semibold" data-testid="attempt-status">
            {scored ? (isPass ? t('detail.statusPassed') : t('detail.statusFailed')) : t('detail.statusOther', { status: t(`status.${submission.status}`) })}
          </p>
        </div>
      </div>

      {!automatic && (
        <>
          <FeedbackBlock title={t('detail.pros')} items={submission.pros} />
          <FeedbackBlock title={t('detail.recommendations')} items={submission.recommendations} />
        </>
      )}

      <section aria-labelledby="recording-heading" className="flex flex-col gap-2">
        <h3 id="recording-heading" className="text-lg font-semibold">
          {t('detail.recording')}
        </h3>
        <RecordingPlayer fileType={submission.fileType} src={submission.fileUrl} label={t('detail.player', { attempt: submission.attempt })} mediaRef={mediaRef} onError={renew} />
      </section>

      <SpokenLanguageNote language={spokenLanguage(submission)} />
      {automatic && <AttemptFeedback evidence={automatic} level={3} idPrefix="detail" onSeek={seek} titles={{ pros: t('detail.pros'), recommendations: t('detail.recommendations') }} />}
      {evidence ? <TranscriptView transcript={evidence.transcript} spans={automatic ? quotedSpans(automatic) : []} /> : <p className="text-slate-600">{t('detail.noEvidence')}</p>}
      <CommentsPanel submissionId={submission._id} mediaRef={mediaRef} onSeek={seek} />
      <ReviewHistory reviews={submission.reviews} />
    </article>
  );
}

function FeedbackBlock({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-lg font-semibold">{title}</h3>
      {items.length > 0 ? (
        <ul className="list-disc pl-6">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t('detail.none')}</p>
      )}
    </section>
  );
}
