import { LANGUAGE_NAMES, type Language, type SpeechSelfTest, type SpeechStatus } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { fetchSpeechStatus, runSpeechSelfTest, SPEECH_STATUS_KEY } from '../api';
import { SPEECH_NS } from '../locales';
import { EvaluatorBenchPanel } from './EvaluatorBenchPanel';
import { JudgesPanel } from './JudgesPanel';
import { Accuracy, ModelDownloadPanel, modelsQueryOptions } from './ModelDownloadPanel';

/**
 * "Automatic grading", the administrator's view of speech recognition: per language the engines
 * in order with their state, the model that transcribes it (or that professors grade it), each
 * engine's speed measured here; then the whisper model download that enables Thai, Chinese,
 * Japanese and Indonesian.
 */
export function SpeechRecognitionSection() {
  const { t } = useTranslation(SPEECH_NS);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SPEECH_STATUS_KEY, queryFn: fetchSpeechStatus });
  const selfTest = useMutation({
    mutationFn: runSpeechSelfTest,
    onSuccess: (result) => queryClient.setQueryData(SPEECH_STATUS_KEY, result.status),
  });

  return (
    <section aria-labelledby="speech-recognition" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="speech-recognition" className="mb-2 text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('intro')}</p>
      {query.isPending && <Loading />}
      {query.isError && (
        <Alert tone="error">
          {t('loadFailed')}{' '}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {query.data && <LanguageTable status={query.data} />}
      {query.data && (
        <div className="mt-4 flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => selfTest.mutate()} disabled={selfTest.isPending} aria-describedby="speech-self-test-hint">
              {selfTest.isPending ? t('selfTest.running') : t('selfTest.run')}
            </Button>
            <p id="speech-self-test-hint" className="text-sm text-slate-700">
              {t('selfTest.hint')}
            </p>
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {selfTest.isPending ? t('selfTest.running') : selfTest.isSuccess ? t('selfTest.done') : ''}
          </p>
          {selfTest.isError && <Alert tone="error">{t('selfTest.failed')}</Alert>}
        </div>
      )}
      <ModelDownloadPanel />
      <JudgesPanel />
      <EvaluatorBenchPanel />
    </section>
  );
}

/** One row per language; a table's columns on wide screens, labelled facts stacked on phones. */
function LanguageTable({ status }: { status: SpeechStatus }) {
  const { t } = useTranslation(SPEECH_NS);
  const models = useQuery(modelsQueryOptions);
  const measured = new Map(status.selfTests.map((test) => [test.engine, test]));
  // The enabled whisper model's self-test in each language, where it ran.
  const current = models.data?.current && models.data.models.find((model) => model.name === models.data?.current?.name);
  const byLanguage = new Map((current?.selfTests ?? []).map((test) => [test.language, test]));
  const setUp = new Map(status.engines.map((engine) => [engine.name, engine]));
  const columns = 'md:grid md:grid-cols-[9rem_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] md:gap-4';
  return (
    <div>
      <div aria-hidden="true" className={`hidden border-b border-slate-300 p-2 text-sm font-semibold ${columns}`}>
        <span>{t('col.language')}</span>
        <span>{t('col.engine')}</span>
        <span>{t('col.model')}</span>
        <span>{t('col.speed')}</span>
      </div>
      <ul className="text-sm">
        {status.languages.map((row) => {
          const speedTest = row.engine === 'whisper' ? (byLanguage.get(row.language) ?? measured.get('whisper')) : row.engine ? measured.get(row.engine) : undefined;
          return (
            <li key={row.language} className={`border-b border-slate-100 p-2 ${columns}`} data-language={row.language}>
              <h3 className="font-semibold">{LANGUAGE_NAMES[row.language]}</h3>
              <dl className="contents">
                <Fact label={t('col.engine')}>
                  {!row.engine && <span className="block font-semibold text-amber-800">{t('professors')}</span>}
                  <ol className="list-decimal pl-5">
                    {row.preference.map((name) => {
                      const engine = setUp.get(name);
                      const state = name === row.engine ? 'inUse' : !engine ? 'notSetUp' : !engine.languages.includes(row.language) ? 'noLanguage' : 'standby';
                      return (
                        <li key={name} data-engine-state={state}>
                          {t(`engine.${name}`)}:{' '}
                          <span className={state === 'inUse' ? 'font-semibold text-emerald-800' : 'text-slate-600'}>{t(`state.${state}`)}</span>
                        </li>
                      );
                    })}
                  </ol>
                </Fact>
                <Fact label={t('col.model')}>
                  <span className="wrap-anywhere">{row.version ?? '—'}</span>
                </Fact>
                <Fact label={t('col.speed')}>{row.engine ? <Speed test={speedTest} language={row.language} /> : '—'}</Fact>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-1 flex gap-2 md:mt-0 md:block">
      <dt className="shrink-0 text-slate-600 md:sr-only">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Speed, and accuracy when the test was of this row's language (an engine's own self-test may have been in another). */
function Speed({ test, language }: { test: SpeechSelfTest | undefined; language: Language }) {
  const { t, i18n } = useTranslation(SPEECH_NS);
  if (!test) return <span className="text-slate-600">{t('speed.unmeasured')}</span>;
  if (test.error) return <span className="text-red-800">{t('speed.error', { message: test.error })}</span>;
  const number = (value: number, digits = 1) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  return (
    <span>
      {t('speed.value', { speed: number(test.speed), audio: number(test.audioSeconds), elapsed: number(test.elapsedMs / 1000) })}
      <br />
      {test.language === language && (
        <>
          <Accuracy test={test} />
          <br />
        </>
      )}
      <span className="text-xs text-slate-600">{t('speed.at', { at: new Date(test.at).toLocaleString(i18n.language) })}</span>
    </span>
  );
}
