import { scoreFromItems, type ItemEvidence } from '@nurselab/core';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { CommentsPanel } from '../../comments';
import { rubricChoices } from '../api/rubricChoices';
import { AttemptCriticalFindings, quotedSpans, RecordingPlayer, TranscriptView, useSeekablePlayer } from '../../evidence';
import { SpokenLanguageNote } from '../../speech';
import { spokenLanguage } from '../api/attempt';
import { draftFeedback, gradeBefore, inLanguage, linesOf, parseScore, reasonRequired } from '../api/reviewForm';
import { useReviewForm, useSaveReview } from '../api/review';
import type { ReviewForm } from '../api/types';
import { DangerVerdictPanel } from '../components/DangerVerdictPanel';
import { FlaggedBadge } from '../components/FlaggedBadge';
import { JudgesSideBySide } from '../components/JudgesSideBySide';
import { LoadError } from '../components/LoadError';
import { ProfessorNav } from '../components/ProfessorNav';
import { ReleaseControl } from '../components/ReleaseControl';
import { ReviewHistory } from '../components/ReviewHistory';
import { RubricChecklist } from '../components/RubricChecklist';
import { PROFESSOR_NS } from '../locales';
import { LateBadge } from '../components/LateBadge';

/** /professor/review/:submissionId: grade one attempt, then the next one opens. */
export function ReviewAttemptPage() {
  const { t } = useTranslation(PROFESSOR_NS);
  const submissionId = useParams().submissionId ?? '';
  const form = useReviewForm(submissionId);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved;
  return (
    <div className="flex flex-col gap-5">
      <ProfessorNav />
      <Link to="/professor/review" className="self-start font-medium text-brand-800 underline underline-offset-2">
        <span aria-hidden="true">← </span>
        {t('review.backToQueue')}
      </Link>
      {saved && <Alert tone="success">{t('review.saved')}</Alert>}
      {form.isPending && <Loading />}
      {form.isError && <LoadError error={form.error} fallback={t('review.notFound')} onRetry={() => void form.refetch()} />}
      {form.data && <GradingForm key={submissionId} data={form.data} submissionId={submissionId} />}
    </div>
  );
}

function GradingForm({ data, submissionId }: { data: ReviewForm; submissionId: string }) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const navigate = useNavigate();
  const save = useSaveReview(submissionId);
  const { mediaRef, seek } = useSeekablePlayer();
  const { submission, lab } = data;
  const language = submission.language ?? i18n.language;
  const suggested = useMemo(() => new Set(data.suggested.itemsMet), [data.suggested.itemsMet]);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(data.suggested.itemsMet));
  const [itemsTouched, setItemsTouched] = useState(false);
  const [scoreText, setScoreText] = useState<string | null>(null);
  const [prosText, setProsText] = useState<string | null>(null);
  const [recsText, setRecsText] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [dangerNote, setDangerNote] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const itemsScore = scoreFromItems(lab.questions, ticked);
  const shownScore = scoreText ?? String(itemsScore);
  const score = parseScore(shownScore);
  const before = gradeBefore(submission);
  const needReason = reasonRequired(before, score);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const evidence = submission.evidence ?? null;
  const draft = itemsTouched ? draftFeedback(lab.questions, evidence, ticked, language) : { pros: data.suggested.pros, recommendations: data.suggested.recommendations };
  const quotes = useMemo(() => {
    const map = new Map<string, ItemEvidence>();
    for (const q of evidence?.questions ?? []) for (const item of q.items) if (item.met && item.evidence) map.set(item.itemId, item.evidence);
    return map;
  }, [evidence]);
  const name = `${submission.student.firstName} ${submission.student.lastName}`;

  const toggle = (id: string) => {
    setItemsTouched(true);
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending) return;
    if (score === null) return setProblem(t('review.scoreInvalid'));
    if (needReason && !reason.trim()) return setProblem(t('review.reasonRequired'));
    setProblem(null);
    save.mutate(
      {
        itemsMet: [...ticked],
        score,
        pros: linesOf(prosText ?? draft.pros.join('\n')),
        recommendations: linesOf(recsText ?? draft.recommendations.join('\n')),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          const next = answer.next ?? data.next;
          void navigate(next && next !== submissionId ? `/professor/review/${encodeURIComponent(next)}` : '/professor/review', { state: { saved: true } });
        },
        onError: (error) => setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : t('review.saveFailed')),
      },
    );
  };
  // A verdict that graded the answer opens the next one; a rejection that leaves it waiting keeps the form open without the danger ticked.
  const onDangerDecided = (answer: { graded: boolean; waitingReasons: string[]; next: string | null }, verdict: 'confirmed' | 'rejected') => {
    if (answer.graded) {
      const next = answer.next ?? data.next;
      void navigate(next && next !== submissionId ? `/professor/review/${encodeURIComponent(next)}` : '/professor/review', { state: { saved: true } });
      return;
    }
    if (verdict === 'rejected') {
      const dangers = new Set(evidence?.critical.map((c) => c.itemId) ?? []);
      setTicked((current) => new Set([...current].filter((id) => !dangers.has(id))));
      setItemsTouched(true);
    }
    setDangerNote(t('danger.rejectedWaiting', { reasons: answer.waitingReasons.map((code) => t(`reason.${code}`, { defaultValue: code })).join(', ') }));
  };
  const holdReasons = (submission.releaseReasons ?? []).filter((code) => code !== 'audit');
  // Ctrl+Enter (Cmd+Enter) saves from anywhere in the form, text areas included.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate className="flex flex-col gap-5" aria-labelledby="grading-title" data-testid="grading-form">
      <header className="flex flex-col gap-1">
        <h1 id="grading-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('review.gradingTitle', { name, number: lab.labNumber, attempt: submission.attempt })}
        </h1>
        <p lang={language} className="text-slate-700">
          {inLanguage(lab.title, language)}
          {i18n.language !== language && <span lang={i18n.language}> · {inLanguage(lab.title, i18n.language)}</span>}
        </p>
        {submission.criticalFlag && (
          <p className="self-start">
            <FlaggedBadge />
          </p>
        )}
        {submission.late && (
          <p className="self-start">
            <LateBadge dueAt={submission.dueAt} />
          </p>
        )}
        <p className="text-sm text-slate-700">
          {t('review.labLanguage', { language: t(`language.${language}`, { defaultValue: language }) })} · {t(`status.${submission.status}`)} ·{' '}
          <span data-testid="grade-before">
            {before.by === 'lecturer'
              ? t('review.byLecturer', { score: before.score, name: before.name, date: dateFormat.format(new Date(before.at)) })
              : before.by === 'automatic'
                ? t('review.automatic', { score: before.score })
                : typeof submission.automaticScore === 'number'
                  ? t('review.automaticHeld', { score: submission.automaticScore })
                  : t('review.noAutomatic')}
          </span>
        </p>
        {submission.status === 'needs_review' && holdReasons.length > 0 && (
          <p className="text-sm text-slate-800" data-testid="hold-reasons">
            {t('review.heldFor', { reasons: holdReasons.map((code) => t(`reason.${code}`, { defaultValue: code })).join(', ') })}
          </p>
        )}
        {submission.releaseReasons?.includes('audit') && submission.status === 'graded' && !submission.reviewed && (
          <p className="text-sm text-slate-800">{t('review.checkNote')}</p>
        )}
        <p className="text-sm text-slate-600">{t('review.keyboardHint')}</p>
      </header>

      <ReleaseControl held={submission.held === true} submissionId={submission._id} subject={lab.subject} labNumber={lab.labNumber} />

      {/* On a phone the player stays in view, small, while the rubric scrolls: quotes and comments seek a player that is on screen. */}
      <div className="sticky top-0 z-20 -mx-4 bg-slate-50/95 px-4 py-2 shadow-sm backdrop-blur-sm lg:static lg:mx-0 lg:bg-transparent lg:px-0 lg:py-0 lg:shadow-none [&_video]:max-h-[28vh] lg:[&_video]:max-h-none" data-testid="grading-player">
        <RecordingPlayer fileType={submission.fileType} src={submission.fileUrl} label={t('detail.player', { attempt: submission.attempt })} mediaRef={mediaRef} />
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <SpokenLanguageNote language={spokenLanguage(submission)} />
          {submission.judges && <JudgesSideBySide judges={submission.judges} questions={lab.questions} language={language} onSeek={seek} />}
          {evidence && <AttemptCriticalFindings evidence={evidence} onSeek={seek} />}
          {evidence && evidence.critical.length > 0 && submission.dangerScores && (
            <DangerVerdictPanel
              submissionId={submission._id}
              scores={submission.dangerScores}
              releaseReasons={submission.releaseReasons ?? []}
              verdicts={submission.dangerVerdicts ?? []}
              held={submission.status === 'needs_review'}
              onDecided={onDangerDecided}
            />
          )}
          {dangerNote && <Alert tone="info">{dangerNote}</Alert>}
          {evidence ? <TranscriptView transcript={evidence.transcript} spans={quotedSpans(evidence)} /> : <p className="text-slate-600">{t('detail.noEvidence')}</p>}
          <CommentsPanel submissionId={submission._id} mediaRef={mediaRef} onSeek={seek} rubricItems={rubricChoices(lab.questions, language)} />
          <ReviewHistory reviews={submission.reviews} />
        </div>
        <div className="flex flex-col gap-4">
          <RubricChecklist questions={lab.questions} language={language} ticked={ticked} suggested={suggested} evidence={quotes} onToggle={toggle} onSeek={seek} />

          <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
            <p className="font-semibold" role="status" data-testid="items-score">
              {t('review.itemsScore', { score: itemsScore })}
            </p>
            <label htmlFor="review-score" className="font-medium">
              {t('review.score')}
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <input
                id="review-score"
                inputMode="decimal"
                value={shownScore}
                onChange={(e) => setScoreText(e.target.value)}
                aria-describedby="review-score-hint"
                aria-invalid={score === null ? true : undefined}
                className="min-h-11 w-28 rounded-lg border border-slate-400 px-3 py-2"
              />
              {scoreText !== null && (
                <Button variant="secondary" onClick={() => setScoreText(null)}>
                  {t('review.useItemsScore')}
                </Button>
              )}
            </div>
            <p id="review-score-hint" className="text-sm text-slate-600">
              {t('review.scoreHint')}
            </p>

            <label htmlFor="review-pros" className="font-medium">
              {t('review.pros')}
            </label>
            <textarea id="review-pros" lang={language} rows={4} value={prosText ?? draft.pros.join('\n')} onChange={(e) => setProsText(e.target.value)} className="rounded-lg border border-slate-400 px-3 py-2" />
            <label htmlFor="review-recs" className="font-medium">
              {t('review.recommendations')}
            </label>
            <textarea id="review-recs" lang={language} rows={4} value={recsText ?? draft.recommendations.join('\n')} onChange={(e) => setRecsText(e.target.value)} className="rounded-lg border border-slate-400 px-3 py-2" />

            <label htmlFor="review-reason" className="font-medium">
              {before.by === 'lecturer' ? t('review.regradeNote') : t('review.reason')}
              {needReason && <span className="text-red-700"> *</span>}
            </label>
            <textarea
              id="review-reason"
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-required={needReason}
              aria-describedby="review-reason-hint"
              className="rounded-lg border border-slate-400 px-3 py-2"
            />
            <p id="review-reason-hint" className="text-sm text-slate-600">
              {before.by === 'automatic' ? t('review.reasonHint') : t('review.regradeNoteHint')}
            </p>
          </div>

          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="sticky bottom-0 z-10 flex flex-wrap gap-3 border-t border-slate-200 bg-slate-50 py-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('review.saving') : t('review.save')}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
