import { LANGUAGE_NAMES, type ModelDownload, type SpeechModels, type SpeechSelfTest, type WhisperModelOption } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { percentProgressbar } from '../../../components/ui/percentProgressbar';
import { ApiError } from '../../../lib/api';
import { disableSpeechModel, fetchSpeechModels, SCORING_KEY, SPEECH_MODELS_KEY, SPEECH_STATUS_KEY, startModelDownload } from '../api';
import { SPEECH_NS } from '../locales';

const ACTIVE: ModelDownload['state'][] = ['downloading', 'verifying', 'testing'];
/** Recommended for Thai when nothing is enabled yet: the smallest size whisper.cpp's authors advise for it. */
const SUGGESTED = 'small';

export const modelsQueryOptions = {
  queryKey: SPEECH_MODELS_KEY,
  queryFn: fetchSpeechModels,
  // Live progress: polled every second while a download, checksum or self-test runs.
  refetchInterval: (query: { state: { data?: SpeechModels } }) => (query.state.data?.download && ACTIVE.includes(query.state.data.download.state) ? 1000 : false),
};

/**
 * "Enable automatic grading for Thai (and Chinese, Japanese, Indonesian)": the administrator
 * picks a whisper model size (download size, memory, speed measured here), the server downloads,
 * checks and enables it, then self-tests it in each language.
 */
export function ModelDownloadPanel() {
  const { t } = useTranslation(SPEECH_NS);
  const queryClient = useQueryClient();
  const query = useQuery(modelsQueryOptions);
  const { size } = useFormat();
  const [picked, setPicked] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SPEECH_MODELS_KEY });
    void queryClient.invalidateQueries({ queryKey: SPEECH_STATUS_KEY });
    void queryClient.invalidateQueries({ queryKey: SCORING_KEY });
  };
  const start = useMutation({ mutationFn: startModelDownload, onSuccess: refresh });
  const disable = useMutation({ mutationFn: disableSpeechModel, onSuccess: refresh });

  // When a download ends (done or failed), the engines per language and the students' notice change.
  const state = query.data?.download?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current && previous.current !== state && (state === 'done' || state === 'failed')) {
      void queryClient.invalidateQueries({ queryKey: SPEECH_STATUS_KEY });
      void queryClient.invalidateQueries({ queryKey: SCORING_KEY });
    }
    previous.current = state;
  }, [state, queryClient]);

  const data = query.data;
  const active = !!data?.download && ACTIVE.includes(data.download.state);
  const chosen = picked ?? data?.current?.name ?? SUGGESTED;
  const option = data?.models.find((model) => model.name === chosen);

  return (
    <section aria-labelledby="speech-models" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="speech-models" className="mb-2 text-lg font-semibold">
        {t('models.title')}
      </h3>
      {query.isPending && <Loading />}
      {query.isError && <Alert tone="error">{t('models.loadFailed')}</Alert>}
      {data && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t('models.intro', { host: hostOf(data.baseUrl) })}</p>
          <Current data={data} onDisable={() => disable.mutate()} disabling={disable.isPending} busy={active} />
          {disable.isSuccess && !data.current && <Alert tone="info">{t('models.disabled')}</Alert>}
          <fieldset className="flex min-w-0 flex-col gap-2" disabled={active}>
            <legend className="mb-1 font-semibold">{t('models.legend')}</legend>
            {data.models.map((model) => (
              <ModelChoice key={model.name} model={model} checked={model.name === chosen} onChoose={() => setPicked(model.name)} inUse={data.current?.name === model.name} />
            ))}
          </fieldset>
          {data.freeBytes !== null && <p className="text-sm text-slate-700">{t('models.free', { size: size(data.freeBytes) })}</p>}
          <div>
            <Button onClick={() => start.mutate(chosen)} disabled={active || start.isPending || !option || data.current?.name === chosen}>
              {t(option?.downloaded ? 'models.enable' : 'models.start', { name: chosen })}
            </Button>
          </div>
          {start.isError && <Alert tone="error">{start.error instanceof ApiError ? start.error.message : String(start.error)}</Alert>}
          {data.download && <DownloadProgress download={data.download} />}
          {data.current && <SelfTests model={data.models.find((model) => model.name === data.current?.name)} />}
        </div>
      )}
    </section>
  );
}

function Current({ data, onDisable, disabling, busy }: { data: SpeechModels; onDisable: () => void; disabling: boolean; busy: boolean }) {
  const { t, i18n } = useTranslation(SPEECH_NS);
  if (!data.current) return <p className="text-sm text-slate-700">{t('models.none')}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
      <p>{t('models.current', { name: data.current.name, by: data.current.enabledBy, at: new Date(data.current.enabledAt).toLocaleString(i18n.language) })}</p>
      <Button variant="secondary" onClick={onDisable} disabled={disabling || busy}>
        {t('models.disable', { name: data.current.name })}
      </Button>
    </div>
  );
}

function ModelChoice({ model, checked, onChoose, inUse }: { model: WhisperModelOption; checked: boolean; onChoose: () => void; inUse: boolean }) {
  const { t } = useTranslation(SPEECH_NS);
  const { number, size } = useFormat();
  const measured = model.selfTests.filter((test) => !test.error);
  const slowest = measured.length ? Math.min(...measured.map((test) => test.speed)) : null;
  const facts = [
    model.downloadBytes !== null ? t(model.downloadBytesFrom === 'host' ? 'models.downloadFromHost' : 'models.downloadFromCatalogue', { size: size(model.downloadBytes) }) : null,
    model.measuredMemory
      ? t('models.memoryMeasured', { size: size(model.measuredMemory.peakBytes) })
      : model.memoryBytes !== null
        ? t('models.memory', { size: size(model.memoryBytes) })
        : t('models.memoryUnknown'),
    slowest !== null ? t('models.speed', { speed: number(slowest) }) : t('models.unmeasured'),
    model.downloaded ? t('models.onDisk') : null,
  ].filter(Boolean);
  return (
    <label className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 ${checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}>
      <input type="radio" name="speech-model" value={model.name} checked={checked} onChange={onChoose} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
      <span className="text-sm">
        <span className="font-semibold">{model.name}</span>
        {inUse && <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('state.inUse')}</span>}
        <br />
        <span className="text-slate-700">{facts.join(' · ')}</span>
      </span>
    </label>
  );
}

function DownloadProgress({ download }: { download: ModelDownload }) {
  const { t } = useTranslation(SPEECH_NS);
  const labelId = useId();
  const { size } = useFormat();
  const received = size(download.receivedBytes);
  const total = download.totalBytes !== null ? size(download.totalBytes) : '?';
  const percent = download.totalBytes ? (download.receivedBytes / download.totalBytes) * 100 : 0;
  const { value, attributes } = percentProgressbar(percent, t('models.progressLabel', { name: download.name }));
  const resumedFrom = size(download.resumedFromBytes);
  const stateText = t(`models.stateText.${download.state}`, { name: download.name });
  return (
    <div className="flex flex-col gap-2" data-testid="model-download">
      {/* The state is announced when it changes; the bar's value is read on demand. */}
      <p id={labelId} role="status" aria-live="polite" className="font-semibold">
        {stateText}
      </p>
      {download.state !== 'failed' && (
        <>
          <div
            {...attributes}
            aria-valuetext={`${value}% (${t('models.progressText', { received, total })})`}
            aria-describedby={labelId}
            className="h-4 w-full overflow-hidden rounded-full bg-slate-200 ring-1 ring-inset ring-slate-300"
          >
            <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${value}%` }} />
          </div>
          <p className="text-sm text-slate-700">
            {value}% · {t('models.progressText', { received, total })}
            {download.resumedFromBytes > 0 && ` · ${t('models.resumed', { size: resumedFrom })}`}
          </p>
        </>
      )}
      {download.state === 'failed' && download.error && <Alert tone="error">{t(`models.error.${download.error.code}`, download.error.values)}</Alert>}
    </div>
  );
}

function SelfTests({ model }: { model: WhisperModelOption | undefined }) {
  const { t, i18n } = useTranslation(SPEECH_NS);
  const { size } = useFormat();
  if (!model?.selfTests.length) return null;
  const memory = model.measuredMemory;
  return (
    <div>
      <h4 className="font-semibold">{t('models.selfTest')}</h4>
      <ul className="text-sm" data-testid="model-self-tests">
        {model.selfTests.map((test) => (
          <li key={test.language} className="flex gap-2 border-b border-slate-100 py-1" data-language={test.language}>
            <span className="w-28 shrink-0 font-semibold">{LANGUAGE_NAMES[test.language]}</span>
            <SelfTestLine test={test} />
          </li>
        ))}
      </ul>
      {memory && (
        <p className="mt-2 text-sm text-slate-700" data-testid="model-memory">
          {t('models.memoryLine', { peak: size(memory.peakBytes), runtime: size(memory.runtimeBytes), at: new Date(memory.at).toLocaleString(i18n.language) })}
        </p>
      )}
    </div>
  );
}

export function SelfTestLine({ test }: { test: SpeechSelfTest }) {
  const { t } = useTranslation(SPEECH_NS);
  const { number } = useFormat();
  if (test.error) return <span className="wrap-anywhere text-red-800">{t('models.selfTestError', { message: test.error })}</span>;
  return (
    <span>
      {t('models.selfTestLine', { speed: number(test.speed), audio: number(test.audioSeconds), elapsed: number(test.elapsedMs / 1000) })}
      <br />
      <Accuracy test={test} />
    </span>
  );
}

/** What the self-test heard right, where the clip was in the tested language; otherwise that only the speed was measured. */
export function Accuracy({ test }: { test: SpeechSelfTest }) {
  const { t, i18n } = useTranslation(SPEECH_NS);
  if (test.accuracy === null || test.accuracyUnit === null) {
    return <span className="text-amber-800">{t('accuracy.none', { clip: LANGUAGE_NAMES[test.clipLanguage ?? 'en'] })}</span>;
  }
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(test.accuracy);
  return <span className="text-slate-700">{t(`accuracy.${test.accuracyUnit}`, { percent })}</span>;
}

/** Numbers, and bytes as MB or GB, in the reader's language. */
function useFormat() {
  const { i18n } = useTranslation(SPEECH_NS);
  const language = i18n.language;
  return {
    number: (value: number, digits = 1) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value),
    size: (bytes: number) => {
      const gigabytes = bytes >= 1e9;
      return new Intl.NumberFormat(language, { style: 'unit', unit: gigabytes ? 'gigabyte' : 'megabyte', maximumFractionDigits: gigabytes || bytes < 1e7 ? 1 : 0 }).format(
        gigabytes ? bytes / 1e9 : bytes / 1e6,
      );
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
