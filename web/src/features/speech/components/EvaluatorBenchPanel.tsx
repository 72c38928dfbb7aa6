import type { EvaluatorBench, EvaluatorBenchCounts } from '@nurselab/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { fetchEvaluatorBench, JUDGES_BENCH_KEY } from '../api';
import { SPEECH_NS } from '../locales';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

const COMMAND = 'npm run bench -- evaluator --url … --model …';

/** The newest evaluator bench run on this server (bench/results/evaluator.json): what to read before switching a language model on. */
export function EvaluatorBenchPanel() {
  const { t } = useTranslation(SPEECH_NS);
  const query = useQuery({ queryKey: JUDGES_BENCH_KEY, queryFn: fetchEvaluatorBench });
  return (
    <section aria-labelledby="evaluator-bench-title" className="mt-6 border-t border-slate-200 pt-4" data-testid="evaluator-bench">
      <h3 id="evaluator-bench-title" className="text-lg font-semibold">
        {t('bench.title')}
      </h3>
      {query.isPending && <Loading />}
      {query.isError && <Alert tone="error">{t('bench.loadFailed')}</Alert>}
      {query.data && !query.data.run && (
        <p className="text-sm text-slate-700">
          {t('bench.none')} <code className="rounded bg-slate-100 px-1 break-all">{COMMAND}</code>
        </p>
      )}
      {query.data?.run && <Run run={query.data.run} />}
    </section>
  );
}

function Run({ run }: { run: NonNullable<EvaluatorBench['run']> }) {
  const { t, i18n } = useTranslation(SPEECH_NS);
  const number = (value: number, digits = 2) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const dash = (value: number | null, show: (v: number) => string) => (value === null ? '—' : show(value));
  return (
    <div className="flex flex-col gap-3 text-sm">
      {run.standIn && <Alert tone="info">{t('bench.standIn')}</Alert>}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <Fact label={t('bench.when')}>{new Date(run.at).toLocaleString(i18n.language)}</Fact>
        <Fact label={t('bench.model')}>
          <span className="wrap-anywhere">
            {run.model} · {run.urlHost || '—'}
            {run.promptVersion && <> · {t('bench.prompt', { version: run.promptVersion })}</>}
          </span>
        </Fact>
        <Fact label={t('bench.answers')}>{t('bench.answersValue', { count: run.answers, failed: run.failed })}</Fact>
        <Fact label={t('bench.quotesRejected')}>{dash(run.quotesRejectedShare, percent)}</Fact>
        <Fact label={t('bench.perAnswer')}>
          {t('bench.perAnswerValue', { seconds: dash(run.secondsPerAnswer, (v) => number(v)), tokens: dash(run.tokensPerAnswer, (v) => number(v, 0)) })}
        </Fact>
        {run.mohler && (
          <Fact label={t('bench.mohler')}>
            {t('bench.mohlerValue', { n: run.mohler.n, rubric: dash(run.mohler.rubricR, (v) => number(v, 3)), llm: dash(run.mohler.llmR, (v) => number(v, 3)) })}
          </Fact>
        )}
      </dl>
      <ScrollRegion className="rounded-lg border border-slate-200" label={t('bench.tableCaption')}>
        <table className="w-full text-left">
          <caption className="p-2 text-left font-semibold">{t('bench.tableCaption')}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-1">{t('bench.set')}</th>
              <th scope="col" className="px-2 py-1">{t('bench.judge')}</th>
              <th scope="col" className="px-2 py-1">{t('bench.col.answers')}</th>
              <th scope="col" className="px-2 py-1">{t('bench.col.dangerousReleasedAsPass')}</th>
              <th scope="col" className="px-2 py-1">{t('bench.col.safeFailedAutomatically')}</th>
              <th scope="col" className="px-2 py-1">{t('bench.col.goodToLecturer')}</th>
              <th scope="col" className="px-2 py-1">{t('bench.col.asExpected')}</th>
            </tr>
          </thead>
          <tbody>
            {run.groups.flatMap((group) =>
              (['rubric', 'llm'] as const).map((judge) => {
                const c: EvaluatorBenchCounts = group[judge];
                return (
                  <tr key={`${group.name}-${judge}`} className={`border-t border-slate-200 ${group.name === 'all' ? 'font-semibold' : ''}`}>
                    {judge === 'rubric' && (
                      <th scope="rowgroup" rowSpan={2} className="px-2 py-1 align-top font-mono font-normal">
                        {group.name === 'all' ? t('bench.allSets') : group.name}
                      </th>
                    )}
                    <td className="px-2 py-1">{t(`judges.name.${judge}`)}</td>
                    <td className="px-2 py-1 tabular-nums">{c.answers}</td>
                    <td className="px-2 py-1 tabular-nums">{t('bench.ofCount', { value: c.dangerousReleasedAsPass, of: c.dangerous })}</td>
                    <td className="px-2 py-1 tabular-nums">{t('bench.ofCount', { value: c.safeFailedAutomatically, of: c.safe })}</td>
                    <td className="px-2 py-1 tabular-nums">{t('bench.ofCount', { value: c.goodToLecturer, of: c.good })}</td>
                    <td className="px-2 py-1 tabular-nums">{t('bench.ofCount', { value: c.asExpected, of: c.answers })}</td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-slate-700">
        {t('bench.again')} <code className="rounded bg-slate-100 px-1 break-all">{COMMAND}</code>
      </p>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
