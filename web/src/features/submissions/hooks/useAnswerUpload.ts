import { checkAnswerFile, recorderControls, type Language, type RecordingEvent, type RecordingProblem, type RecordingState, type Subject } from '@nurselab/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, type Dispatch, type RefObject } from 'react';
import { ApiError } from '../../../lib/api';
import { createSubmission, fetchHistory, newestFirst, submissionKeys } from '../api';
import { loadPending, removePending, savePending, updatePending } from '../lib/pendingUploads';
import { fingerprintOf, forgetUpload, startTusUpload, type UploadFailure, type UploadHandle } from '../lib/tusUpload';
import type { ClipBytesHolder } from './useClipBytes';
import { useLatestRef } from './useLatestRef';
import { useRefreshLabQueries } from './useRefreshLabQueries';

/** The lab the answer is for, and who sends it. */
export interface AnswerTarget {
  subject: Subject;
  labNumber: number;
  /** The answer's language (the lab's). */
  language: Language;
  userId: string;
  /** Where the unfinished upload is kept (lib/pendingUploads). */
  pendingKey: string;
  /** The newest attempt number in the lab's history (0 for none). */
  newestAttempt: number;
  /** The student confirmed answering again while an earlier answer waits for a lecturer. */
  confirmWhileWaiting?: boolean;
}

interface AnswerUploadOptions {
  state: RecordingState;
  stateRef: RefObject<RecordingState>;
  dispatch: Dispatch<RecordingEvent>;
  bytes: ClipBytesHolder;
  target: AnswerTarget;
  t: TFunction<'submissions'>;
}

/**
 * Submit, then the upload while the state is "uploading": the clip is kept as a pending upload,
 * sent with tus (resuming what an earlier try or page sent), and finalised as a submission.
 */
export function useAnswerUpload({ state, stateRef, dispatch, bytes, target, t }: AnswerUploadOptions) {
  const queryClient = useQueryClient();
  const refreshOthers = useRefreshLabQueries();
  const latest = useLatestRef(target);

  const finalize = useCallback(
    async (uploadId: string, answerLanguage: Language, attemptsBefore: number) => {
      const { pendingKey, subject, labNumber, userId, confirmWhileWaiting } = latest.current;
      try {
        const { submission } = await createSubmission({ uploadId, subject, labNumber, language: answerLanguage, ...(confirmWhileWaiting ? { confirmWhileWaiting: true } : {}) });
        await removePending(pendingKey);
        queryClient.setQueryData(submissionKeys.one(userId, submission._id), submission);
        dispatch({ type: 'UPLOAD_DONE', submissionId: submission._id, status: submission.status, attemptsLeft: submission.attemptsLeft });
        refreshOthers();
      } catch (error) {
        if (error instanceof ApiError && error.isNetwork) {
          // Kept: Submit (or the next visit) sends the submission again.
          dispatch({ type: 'UPLOAD_FAILED', problem: { code: 'network' } });
          return;
        }
        await removePending(pendingKey);
        if (error instanceof ApiError && (error.code === 'upload.alreadySubmitted' || error.code === 'upload.notFound')) {
          // The server may have created the submission while the answer never reached us (a reload,
          // a dropped connection): a newer attempt in the history is that submission.
          const data = await fetchHistory(subject, labNumber).catch(() => undefined);
          const newest = data ? newestFirst(data.labSubmissions ?? [])[0] : undefined;
          if (newest && newest.attempt > attemptsBefore) {
            dispatch({ type: 'UPLOAD_DONE', submissionId: newest._id, status: newest.status });
            refreshOthers();
            return;
          }
        }
        const clipId = stateRef.current.clip?.id;
        dispatch({ type: 'UPLOAD_FAILED', problem: { code: 'uploadError', message: (error as Error).message }, discardClip: !clipId || !bytes.holds(clipId) });
        refreshOthers();
      }
    },
    [queryClient, refreshOthers, latest, stateRef, dispatch, bytes],
  );

  const uploadingClipId = state.status === 'uploading' ? (state.clip?.id ?? null) : null;
  useEffect(() => {
    if (!uploadingClipId) return;
    const clip = stateRef.current.clip!;
    const { pendingKey, subject, labNumber, language } = latest.current;
    let cancelled = false;
    let handle: UploadHandle | null = null;
    void (async () => {
      const existing = await loadPending(pendingKey);
      if (cancelled) return;
      const same = existing?.clip.id === clip.id ? existing : undefined;
      const answerLanguage = same?.language ?? language;
      const attemptsBefore = same?.attemptsBefore ?? latest.current.newestAttempt;
      if (same?.uploadId) {
        await finalize(same.uploadId, answerLanguage, attemptsBefore);
        return;
      }
      const held = bytes.current();
      const clipBytes = held?.id === clip.id ? held : same?.blob ? { id: clip.id, blob: same.blob, lastModified: same.lastModified } : null;
      if (!clipBytes) {
        dispatch({ type: 'UPLOAD_FAILED', problem: { code: 'uploadError', message: t('resume.chooseAgain') }, discardClip: true });
        return;
      }
      bytes.hold(clipBytes);
      if (!same) {
        if (existing) forgetUpload(fingerprintOf(existing.clip.id));
        const { blob, lastModified } = clipBytes;
        void savePending({ key: pendingKey, clip, subject, labNumber, language: answerLanguage, blob, lastModified, attemptsBefore, createdAt: Date.now() });
      }
      handle = startTusUpload(clipBytes.blob, {
        fingerprint: fingerprintOf(clip.id),
        metadata: { subject, labNumber: String(labNumber), language: answerLanguage, filetype: clip.mimeType, filename: clip.name },
        onProgress: (loaded, total) => dispatch({ type: 'UPLOAD_PROGRESS', loaded, total }),
        onSuccess: (uploadId) => {
          void updatePending(pendingKey, { uploadId }).then(() => finalize(uploadId, answerLanguage, attemptsBefore));
        },
        onError: (failure) => dispatch({ type: 'UPLOAD_FAILED', problem: problemOf(failure) }),
      });
    })();
    return () => {
      cancelled = true;
      handle?.abort();
    };
  }, [uploadingClipId, finalize, t, stateRef, latest, dispatch, bytes]);

  const submit = () => {
    const clip = state.clip;
    if (!recorderControls(state).submit || !clip || !bytes.holds(clip.id)) return;
    const problem = checkAnswerFile({ type: clip.mimeType, name: clip.name, size: clip.size }, clip.durationSeconds);
    if (problem) {
      dispatch({ type: 'FILE_REJECTED', problem });
      return;
    }
    dispatch({ type: 'SUBMIT' });
  };

  return { submit };
}

function problemOf(failure: UploadFailure): RecordingProblem {
  return failure.status === 0 ? { code: 'network' } : { code: 'uploadError', message: failure.message };
}
