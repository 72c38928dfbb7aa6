import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';

/**
 * The recording of an attempt: <audio> (mp3/m4a) or <video> (mp4) by fileType, with SPEC.md's
 * fallback line for browsers without media support. mediaRef lets quotes seek it.
 */
export function RecordingPlayer({
  fileType,
  src,
  label,
  mediaRef,
  onError,
}: {
  fileType: 'audio' | 'video' | string | null | undefined;
  src: string;
  label: string;
  mediaRef?: Ref<HTMLMediaElement>;
  onError?: () => void;
}) {
  const { t } = useTranslation(EVIDENCE_NS);
  if (fileType === 'audio') {
    return (
      <audio ref={mediaRef as Ref<HTMLAudioElement>} key={src} controls preload="metadata" src={src} aria-label={label} onError={onError} className="w-full max-w-xl" data-testid="recording-player">
        {t('audioFallback')}
      </audio>
    );
  }
  if (fileType === 'video') {
    return (
      <video
        ref={mediaRef as Ref<HTMLVideoElement>}
        key={src}
        controls
        playsInline
        preload="metadata"
        src={src}
        aria-label={label}
        onError={onError}
        className="aspect-video w-full max-w-2xl rounded-lg bg-black"
        data-testid="recording-player"
      >
        {t('videoFallback')}
      </video>
    );
  }
  return null;
}
