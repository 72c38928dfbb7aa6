import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import type { RegradeRow, RegradeSide } from '@nurselab/core';
import { useConfirmRegrade, useRegradePreview, type Draft } from '../api/authoring';
import { AUTHORING_NS } from '../locales';

/**
 * Re-grading older attempts against the current version: only when the lecturer asks, each
 * attempt's score, pass and release decision before and after, then their confirmation.
 */
export function RegradePanel({ draft }: { draft: Draft }) {
  const { t } = useTranslation(AUTHORING_NS);
  const [asked, setAsked] = useState(false);
  const preview = useRegradePreview(draft._id, asked);
  const confirm = useConfirmRegrade(draft._id);
  const titleId = useId();
  const data = preview.data;
  const toRegrade = data?.attempts.filter((a) => !a.skipped) ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4" data-testid="regrade-panel">
      <h2 id={titleId} className="text-xl font-semibold">
        {t('regrade.title')}
      </h2>
      <p className="text-slate-700">{t('regrade.intro', { version: draft.publishedVersion })}</p>
      {!asked && (
        <Button className="self-start" variant="secondary" onClick={() => setAsked(true)}>
          {t('regrade.show')}
        </Button>
      )}
      {preview.isFetching && <p role="status">{t('regrade.working')}</p>}
      {preview.isError && (
        <p role="alert" className="font-medium text-red-700">
          {preview.error instanceof ApiError && preview.error.status < 500 ? preview.error.message : t('errors.failed')}
        </p>
      )}
      {confirm.data && (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {t('regrade.done', { count: confirm.data.regraded, version: confirm.data.version })}
        </p>
      )}
      {confirm.isError && (
        <p role="alert" className="font-medium text-red-700">
          {confirm.error instanceof ApiError && confirm.error.status < 500 ? confirm.error.message : t('errors.failed')}
        </p>
      )}
      {data && !preview.isFetching && (
        <>
          {data.attempts.length === 0 ? (
            <p>{t('regrade.none', { version: data.version })}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={t('regrade.listLabel', { version: data.version })}>
              {data.attempts.map((row) => (
                <AttemptRow key={row.submissionId} row={row} />
              ))}
            </ul>
          )}
          {toRegrade.length > 0 && (
            <Button className="self-start" onClick={() => confirm.mutate(data.version)} disabled={confirm.isPending}>
              {confirm.isPending ? t('regrade.confirming') : t('regrade.confirm', { count: toRegrade.length, version: data.version })}
            </Button>
          )}
          {data.history.length > 0 && (
            <details className="rounded-lg bg-slate-50 p-3">
              <summary className="cursor-pointer font-medium">{t('regrade.history', { count: data.history.length })}</summary>
              <ul className="mt-2 flex flex-col gap-2">
                {data.history.map((h) => (
                  <li key={`${h.submissionId}-${h.toVersion}`} className="text-sm">
                    {t('regrade.historyRow', { name: nameOf(h.student), attempt: h.attempt, from: h.fromVersion, to: h.toVersion, at: new Date(h.at).toLocaleString() })}
                    {': '}
                    <SideText side={h.before} /> → <SideText side={h.after} />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

const nameOf = (s: RegradeRow['student']) => `${s.firstName} ${s.lastName}`.trim() || s.username;

function AttemptRow({ row }: { row: RegradeRow }) {
  const { t } = useTranslation(AUTHORING_NS);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3" data-testid="regrade-row">
      <span className="font-medium">{t('regrade.attempt', { name: nameOf(row.student), attempt: row.attempt, version: row.version })}</span>
      <span>
        {t('regrade.before')} <SideText side={row.before} />
      </span>
      {row.after ? (
        <span className="font-medium">
          {t('regrade.after')} <SideText side={row.after} />
        </span>
      ) : (
        <span className="text-slate-700">{t(`regrade.skipped.${row.skipped}`)}</span>
      )}
    </li>
  );
}

function SideText({ side }: { side: RegradeSide }) {
  const { t } = useTranslation(AUTHORING_NS);
  const score = side.score === null ? '–' : String(Math.round(side.score));
  const pass = side.isPass === null ? '' : side.isPass ? t('regrade.pass') : t('regrade.fail');
  return (
    <span>
      {t('regrade.score', { score })} {pass && `· ${pass}`} · {side.automatic ? t('regrade.released') : t('regrade.held')}
    </span>
  );
}
