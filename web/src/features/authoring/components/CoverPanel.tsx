import { COVER_ACCEPT, COVER_IMAGE_MAX_BYTES, COVER_VIDEO_MAX_BYTES, type AuthoredLab } from '@nurselab/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { mediumUrl, useUploadCover } from '../api/authoring';
import { AUTHORING_NS } from '../locales';

const MB = 1_048_576;

/** The lab's cover (an image or a video): shown as students see it, replaced by an upload (kept once the lab is saved). */
export function CoverPanel({ draftId, medium, onChange }: { draftId: string; medium: AuthoredLab['medium']; onChange: (medium: AuthoredLab['medium']) => void }) {
  const { t } = useTranslation(AUTHORING_NS);
  const upload = useUploadCover(draftId);
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const titleId = useId();
  const inputId = useId();
  const url = mediumUrl(medium.file, medium.uploaded);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setUploaded(false);
    const limit = file.type.startsWith('video/') ? COVER_VIDEO_MAX_BYTES : COVER_IMAGE_MAX_BYTES;
    setTooLarge(file.size > limit);
    if (file.size > limit) return;
    upload.mutate(file, {
      onSuccess: (done) => {
        onChange(done.medium);
        setUploaded(true);
      },
    });
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4" data-testid="cover-panel">
      <h2 id={titleId} className="text-xl font-semibold">
        {t('cover.title')}
      </h2>
      {medium.kind === 'video' ? (
        <video controls preload="metadata" playsInline src={url} aria-label={t('cover.current')} className="aspect-video w-full max-w-md rounded-lg bg-black" />
      ) : (
        <img src={url} alt={t('cover.current')} className="aspect-video w-full max-w-md rounded-lg bg-slate-100 object-cover" />
      )}
      <p id={`${inputId}-hint`} className="text-slate-700">
        {t('cover.hint', { imageMb: COVER_IMAGE_MAX_BYTES / MB, videoMb: COVER_VIDEO_MAX_BYTES / MB })}
      </p>
      <label htmlFor={inputId} className={buttonClass('secondary', 'self-start cursor-pointer')}>
        {upload.isPending ? t('cover.uploading') : t('cover.choose')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={COVER_ACCEPT}
        className="sr-only"
        aria-describedby={`${inputId}-hint`}
        disabled={upload.isPending}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {uploaded && (
        <p role="status" className="font-medium text-green-900">
          {t('cover.uploaded')}
        </p>
      )}
      {(tooLarge || upload.isError) && (
        <p role="alert" className="font-medium text-red-700">
          {tooLarge
            ? t('cover.tooLarge', { imageMb: COVER_IMAGE_MAX_BYTES / MB, videoMb: COVER_VIDEO_MAX_BYTES / MB })
            : upload.error instanceof ApiError && upload.error.status > 0 && upload.error.status < 500
              ? upload.error.message
              : t('errors.failed')}
        </p>
      )}
    </section>
  );
}
