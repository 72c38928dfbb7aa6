import type { AnswerKind } from '@nurselab/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CountdownRing } from './CountdownRing';

/** While the camera or microphone is on: the muted camera preview (or a microphone note) and the time left. */
export function LivePreview({ kind, previewRef, elapsedSeconds, recording }: { kind: AnswerKind; previewRef: Ref<HTMLVideoElement>; elapsedSeconds: number; recording: boolean }) {
  const { t } = useTranslation('submissions');
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      {kind === 'video' ? (
        <video ref={previewRef} muted autoPlay playsInline aria-label={t('preview')} className="aspect-[4/3] w-full max-w-md -scale-x-100 rounded-lg bg-black object-cover" />
      ) : (
        <div className="flex w-full max-w-md items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
          <MicIcon />
          <p>{t('micOn')}</p>
        </div>
      )}
      <CountdownRing elapsedSeconds={elapsedSeconds} recording={recording} />
    </div>
  );
}

function MicIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0 text-brand-700">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}
