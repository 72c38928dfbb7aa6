import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/Button';
import { formatBytes } from '../lib/media';
import type { PendingUpload } from '../lib/pendingUploads';
import { HiddenFileInput } from './HiddenFileInput';

/** An upload a reload interrupted: resume it (with the file chosen again when its bytes were not kept) or discard it. */
export function ResumePanel({
  pending,
  error,
  disabled,
  onResume,
  onDiscard,
}: {
  pending: PendingUpload;
  error: string | null;
  disabled: boolean;
  onResume: (file?: File) => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation('submissions');
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <h3 className="font-semibold">{t('resume.title')}</h3>
      <p>{t('resume.text', { name: pending.clip.name, size: formatBytes(pending.clip.size, i18n.language) })}</p>
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {pending.blob ? (
          <button type="button" className={buttonClass('primary', 'w-full sm:w-auto')} onClick={() => onResume()} disabled={disabled}>
            {t('resume.resume')}
          </button>
        ) : (
          <>
            <HiddenFileInput ref={fileRef} onFile={(file) => onResume(file)} />
            <button type="button" className={buttonClass('primary', 'w-full sm:w-auto')} onClick={() => fileRef.current?.click()} disabled={disabled}>
              {t('resume.chooseAgain')}
            </button>
          </>
        )}
        <button type="button" className={buttonClass('secondary', 'w-full sm:w-auto')} onClick={onDiscard}>
          {t('resume.discard')}
        </button>
      </div>
    </div>
  );
}
