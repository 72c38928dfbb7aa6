import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { KeepThaiWords } from '../../components/ui/KeepThaiWords';
import { useDocumentMeta } from '../../lib/documentMeta';
import { DEVICECHECK_NS } from './locales';
import { useDeviceCheck, type CheckState } from './useDeviceCheck';

const TONE: Record<CheckState, string> = {
  idle: 'bg-slate-100 text-slate-800',
  checking: 'bg-sky-100 text-sky-900',
  ok: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** /student/test-upload: a camera and microphone check to run before a lab. */
export function DeviceCheckPage() {
  const { t } = useTranslation(DEVICECHECK_NS);
  useDocumentMeta({ title: t('title'), description: t('intro') });
  const check = useDeviceCheck();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = check.stream ?? null;
  }, [check.stream]);
  const running = check.stream !== undefined;
  const status = (what: 'camera' | 'microphone', state: CheckState) => (
    <li className={`flex items-center justify-between gap-3 rounded-lg px-4 py-3 ${TONE[state]}`} data-testid={`check-${what}`} data-state={state}>
      <span className="font-semibold">{t(`${what}.label`)}</span>
      <span>{t(`${what}.${state}`)}</span>
    </li>
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-lg text-slate-700">{t('intro')}</p>
      </header>
      <div className="flex flex-wrap gap-3">
        {running ? (
          <Button variant="secondary" onClick={check.stop}>
            {t('stop')}
          </Button>
        ) : (
          <Button onClick={() => void check.start()}>{check.camera === 'idle' ? t('start') : t('again')}</Button>
        )}
      </div>
      {check.camera === 'failed' && check.error && <Alert tone="error">{t('cameraError', { reason: check.error })}</Alert>}
      <ul aria-live="polite" className="flex flex-col gap-2">
        {status('camera', check.camera)}
        {status('microphone', check.microphone)}
        {check.recorderFormat !== undefined && (
          <li className={`flex items-center justify-between gap-3 rounded-lg px-4 py-3 ${TONE[check.recorderFormat ? 'ok' : 'failed']}`}>
            <span className="font-semibold">{t('recorder.label')}</span>
            <span>{check.recorderFormat ? t('recorder.ok') : t('recorder.failed')}</span>
          </li>
        )}
      </ul>
      {running && (
        <div className="flex flex-col gap-3">
          <label htmlFor="mic-level" className="font-medium">
            {t('level')}
          </label>
          <meter id="mic-level" min={0} max={100} low={8} high={70} optimum={40} value={check.level} className="h-6 w-full" />
          <p className="text-slate-700">{t('speak')}</p>
          {check.camera === 'ok' && (
            <video ref={video} muted autoPlay playsInline aria-label={t('preview')} className="aspect-[4/3] w-full max-w-md -scale-x-100 rounded-lg bg-black object-cover" />
          )}
        </div>
      )}
      <p>
        <Link to="/dashboard" className="font-medium text-brand-800 underline underline-offset-2">
          <KeepThaiWords>{t('back')}</KeepThaiWords>
        </Link>
      </p>
    </div>
  );
}
