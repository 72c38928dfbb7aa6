import { MAX_RECORDING_SECONDS, MAX_UPLOAD_MB, type RecorderMode, type RecordingStatus } from '@nurselab/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/Button';
import { HiddenFileInput } from './HiddenFileInput';

/** Choosing a file to answer with: the main button in the upload mode, else the alternative to recording. */
export function FilePicker({
  mode,
  status,
  disabled,
  checking,
  onFile,
}: {
  mode: RecorderMode;
  status: RecordingStatus;
  disabled: boolean;
  /** The chosen file's duration is being read. */
  checking: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('submissions');
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = `${useId()}-upload-hint`;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      {mode === 'record' && status === 'initial' && <p className="text-sm text-slate-700">{t('orUpload')}</p>}
      <HiddenFileInput ref={fileRef} onFile={onFile} testId="answer-file" />
      <button
        type="button"
        className={buttonClass(mode === 'upload' ? 'primary' : 'secondary', 'w-full self-start sm:w-auto')}
        onClick={() => fileRef.current?.click()}
        disabled={disabled || checking}
        aria-describedby={hintId}
      >
        <UploadIcon />
        {checking ? t('checkingFile') : t('uploadVideo')}
      </button>
      <p id={hintId} className="text-sm text-slate-600">
        {t('uploadHint', { mb: MAX_UPLOAD_MB, minutes: MAX_RECORDING_SECONDS / 60 })}
      </p>
    </div>
  );
}

function UploadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
    </svg>
  );
}
