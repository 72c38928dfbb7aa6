import { answerKindOf, checkAnswerFile, recorderControls, type AnswerClip, type RecordingEvent, type RecordingState } from '@nurselab/core';
import { useState, type Dispatch, type RefObject } from 'react';
import { newClipId, readDuration } from '../lib/media';
import type { ClipBytesHolder } from './useClipBytes';
import { useMountedRef } from './useMountedRef';

interface AnswerFileOptions {
  stateRef: RefObject<RecordingState>;
  dispatch: Dispatch<RecordingEvent>;
  bytes: ClipBytesHolder;
}

/**
 * A chosen file becomes the clip once the browser's checks pass: type and size at once, then the
 * duration it reads (checkingFile meanwhile). A file the state no longer takes is ignored.
 */
export function useAnswerFile({ stateRef, dispatch, bytes }: AnswerFileOptions) {
  const mountedRef = useMountedRef();
  const [checkingFile, setCheckingFile] = useState(false);

  const acceptFile = async (file: File): Promise<AnswerClip | null> => {
    const kind = answerKindOf(file);
    const quick = checkAnswerFile(file);
    if (quick || !kind) {
      dispatch({ type: 'FILE_REJECTED', problem: quick ?? { code: 'upload.notMedia' } });
      return null;
    }
    setCheckingFile(true);
    const durationSeconds = await readDuration(file, kind);
    if (!mountedRef.current) return null;
    setCheckingFile(false);
    const problem = checkAnswerFile(file, durationSeconds);
    if (problem) {
      dispatch({ type: 'FILE_REJECTED', problem });
      return null;
    }
    return {
      id: newClipId(),
      source: 'file',
      kind,
      mimeType: file.type || (kind === 'audio' ? 'audio/mpeg' : 'video/mp4'),
      name: file.name,
      size: file.size,
      durationSeconds,
    };
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file || !recorderControls(stateRef.current).chooseFile) return;
    const clip = await acceptFile(file);
    if (!clip || !recorderControls(stateRef.current).chooseFile) return;
    bytes.holdForPlayback({ id: clip.id, blob: file, lastModified: file.lastModified });
    dispatch({ type: 'FILE_CHOSEN', clip });
  };

  return { checkingFile, chooseFile };
}
