import type { AnswerClip } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/media';
import { CountdownRing } from './CountdownRing';

/** The answer about to be sent: its playback, the chosen file's name and size, or the recording's time left. */
export function ClipPlayback({ clip, playbackUrl, elapsedSeconds }: { clip: AnswerClip; playbackUrl: string | null; elapsedSeconds: number }) {
  const { t, i18n } = useTranslation('submissions');
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div className="flex w-full max-w-md flex-col gap-2">
        {playbackUrl &&
          (clip.kind === 'video' ? (
            <video src={playbackUrl} controls playsInline preload="metadata" aria-label={t('yourRecording')} className="aspect-[4/3] w-full rounded-lg bg-black">
              {t('playbackFallback')}
            </video>
          ) : (
            <audio src={playbackUrl} controls preload="metadata" aria-label={t('yourRecording')} className="w-full">
              {t('playbackFallback')}
            </audio>
          ))}
        {clip.source === 'file' && <p className="break-words text-sm text-slate-700">{t('chosenFile', { name: clip.name, size: formatBytes(clip.size, i18n.language) })}</p>}
      </div>
      {clip.source === 'recording' && <CountdownRing elapsedSeconds={elapsedSeconds} recording={false} />}
    </div>
  );
}
