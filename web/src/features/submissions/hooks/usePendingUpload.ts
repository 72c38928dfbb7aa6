import type { LabSubmission, RecordingEvent, RecordingState } from '@nurselab/core';
import type { TFunction } from 'i18next';
import { useEffect, useState, type Dispatch, type RefObject } from 'react';
import { loadPending, removePending, type PendingUpload } from '../lib/pendingUploads';
import { fingerprintOf, forgetUpload } from '../lib/tusUpload';
import type { ClipBytesHolder } from './useClipBytes';

interface PendingUploadOptions {
  pendingKey: string;
  /** The lab's history, newest first (useLabHistory). */
  history: { isPending: boolean; data?: LabSubmission[] };
  stateRef: RefObject<RecordingState>;
  dispatch: Dispatch<RecordingEvent>;
  bytes: ClipBytesHolder;
  t: TFunction<'submissions'>;
  /** After the student discarded the unfinished upload. */
  onDiscarded: () => void;
}

/**
 * Restoring after a reload: an unfinished upload (offered to resume or discard; one whose bytes
 * all arrived only needs its submission and resumes at once), else the lab's newest submission.
 * restored is false until that is known.
 */
export function usePendingUpload({ pendingKey, history, stateRef, dispatch, bytes, t, onDiscarded }: PendingUploadOptions) {
  const [pending, setPending] = useState<PendingUpload | null | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  const [resumeError, setResumeError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadPending(pendingKey).then((found) => {
      if (!cancelled) setPending(found ?? null);
    });
    return () => {
      cancelled = true;
    };
  }, [pendingKey]);

  useEffect(() => {
    if (restored || pending === undefined || history.isPending) return;
    setRestored(true);
    const current = stateRef.current;
    if (current.status !== 'initial' || current.requesting) return;
    if (pending) {
      // All bytes arrived before the reload: only the submission remains, nothing to ask.
      if (pending.uploadId) {
        setPending(null);
        dispatch({ type: 'RESUME', clip: pending.clip });
      }
      return;
    }
    const newest = history.data?.[0];
    if (newest) dispatch({ type: 'RESULT', submissionId: newest._id, status: newest.status });
  }, [restored, pending, history.isPending, history.data, stateRef, dispatch]);

  /** Resumes with the stored bytes, or with the file chosen again when the browser kept none. */
  const resume = async (file?: File) => {
    if (!pending) return;
    if (!pending.blob) {
      if (!file) return;
      if (file.name !== pending.clip.name || file.size !== pending.clip.size || (pending.lastModified !== undefined && file.lastModified !== pending.lastModified)) {
        setResumeError(t('resume.wrongFile', { name: pending.clip.name }));
        return;
      }
      bytes.hold({ id: pending.clip.id, blob: file, lastModified: file.lastModified });
    } else {
      bytes.hold({ id: pending.clip.id, blob: pending.blob, lastModified: pending.lastModified });
    }
    setResumeError(null);
    setPending(null);
    dispatch({ type: 'RESUME', clip: pending.clip });
  };

  const discard = async () => {
    if (!pending) return;
    forgetUpload(fingerprintOf(pending.clip.id));
    await removePending(pending.key);
    setPending(null);
    onDiscarded();
  };

  return { pending, restored, resumeError, resume, discard };
}
