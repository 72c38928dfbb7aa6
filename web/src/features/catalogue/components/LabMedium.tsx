import type { PublicLab } from '@nurselab/core';
import { useTranslation } from 'react-i18next';

/** The scenario's video (with controls) or its illustration (with a meaningful alt). */
export function LabMedium({ lab }: { lab: PublicLab }) {
  const { t } = useTranslation();
  if (lab.medium.kind === 'video') {
    return (
      <figure className="flex flex-col gap-2">
        <video
          controls
          preload="metadata"
          playsInline
          poster={lab.medium.posterUrl}
          src={lab.medium.url}
          aria-label={t('labScreen.videoLabel', { title: lab.title })}
          className="aspect-video w-full rounded-xl bg-black"
        >
          {t('labScreen.videoFallback')}
        </video>
        <figcaption className="text-sm text-slate-700">{t('labScreen.videoCaption')}</figcaption>
      </figure>
    );
  }
  return (
    <img
      src={lab.medium.url}
      alt={t('labScreen.imageAlt', { title: lab.title })}
      className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
      width={1280}
      height={720}
    />
  );
}
