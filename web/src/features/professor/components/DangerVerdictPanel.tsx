import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { useDangerVerdict } from '../api/review';
import type { DangerVerdict, DangerVerdictAnswer, DangerVerdictRecord } from '../api/types';
import { PROFESSOR_NS } from '../locales';

/** Release reasons that keep an answer waiting for a full grade after a danger is rejected. */
export const otherHoldReasons = (reasons: string[]) => reasons.filter((code) => code !== 'danger' && code !== 'audit');

/**
 * The lecturer's decision on the dangers the grader found (listed just above it, each quote plays
 * the recording from its time): Confirm (the answer fails with the danger explained) or Reject
 * (the rule misfired; the grade stands, or the answer keeps waiting for the full grade when it
 * was also held for other reasons). Each asks once more before it is sent; after a verdict the
 * panel says who decided what.
 */
export function DangerVerdictPanel({
  submissionId,
  scores,
  releaseReasons,
  verdicts,
  held,
  onDecided,
}: {
  submissionId: string;
  scores: { confirmed: number; rejected: number };
  releaseReasons: string[];
  verdicts: DangerVerdictRecord[];
  /** The answer waits for a lecturer (needs_review): a rejection with other reasons leaves it waiting. */
  held: boolean;
  onDecided: (answer: DangerVerdictAnswer, verdict: DangerVerdict) => void;
}) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const decide = useDangerVerdict(submissionId);
  const [asking, setAsking] = useState<DangerVerdict | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);

  const others = held ? otherHoldReasons(releaseReasons) : [];
  const reasonList = others.map((code) => t(`reason.${code}`, { defaultValue: code })).join(', ');
  const decided = verdicts[0];

  if (decided) {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(decided.createdAt));
    return (
      <section aria-labelledby="danger-verdict-title" className="flex flex-col gap-2 rounded-xl border border-slate-300 bg-white p-4" data-testid="danger-verdict" data-verdict={decided.verdict}>
        <h2 id="danger-verdict-title" className="text-lg font-semibold">
          {t('danger.title')}
        </h2>
        <p>{t(`danger.decided.${decided.verdict}`, { date })}</p>
        {decided.verdict === 'rejected' && others.length > 0 && <p className="text-slate-700">{t('danger.stillWaiting', { reasons: reasonList })}</p>}
      </section>
    );
  }

  const ask = (verdict: DangerVerdict, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setProblem(null);
    setAsking(verdict);
  };
  const cancel = () => {
    setAsking(null);
    openerRef.current?.focus();
  };
  const send = () => {
    if (!asking || decide.isPending) return;
    const verdict = asking;
    decide.mutate(verdict, {
      onSuccess: (answer) => {
        setAsking(null);
        onDecided(answer, verdict);
      },
      onError: (error) => {
        setAsking(null);
        setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : t('danger.failed'));
      },
    });
  };
  const rejectEffect = others.length ? t('danger.rejectWaits', { reasons: reasonList }) : t('danger.rejectEffect', { score: scores.rejected });

  return (
    <section aria-labelledby="danger-verdict-title" className="flex flex-col gap-3 rounded-xl border-2 border-red-600 bg-white p-4" data-testid="danger-verdict">
      <h2 id="danger-verdict-title" className="text-lg font-semibold">
        {t('danger.title')}
      </h2>
      <p>{t('danger.intro')}</p>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-slate-800">
        <li>{t('danger.confirmEffect', { score: scores.confirmed })}</li>
        <li>{rejectEffect}</li>
      </ul>
      {asking ? (
        <div role="group" aria-labelledby="danger-ask" className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-300">
          <p id="danger-ask" ref={questionRef} tabIndex={-1} className="font-semibold outline-none">
            {asking === 'confirmed' ? t('danger.askConfirm', { score: scores.confirmed }) : t('danger.askReject')}
          </p>
          {asking === 'rejected' && <p className="text-sm">{rejectEffect}</p>}
          <div className="flex flex-wrap gap-3">
            <Button variant={asking === 'confirmed' ? 'danger' : 'primary'} onClick={send} disabled={decide.isPending} data-testid="danger-yes">
              {decide.isPending ? t('danger.saving') : asking === 'confirmed' ? t('danger.yesConfirm') : t('danger.yesReject')}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={decide.isPending}>
              {t('danger.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={(e) => ask('confirmed', e.currentTarget)} data-testid="danger-confirm">
            {t('danger.confirm')}
          </Button>
          <Button variant="secondary" onClick={(e) => ask('rejected', e.currentTarget)} data-testid="danger-reject">
            {t('danger.reject')}
          </Button>
        </div>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </section>
  );
}
