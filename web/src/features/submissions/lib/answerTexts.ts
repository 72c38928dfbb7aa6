import { countdown, type RecordingProblem, type RecordingState, type SubmissionView } from '@nurselab/core';
import type { TFunction } from 'i18next';
import { message } from '../../../lib/i18n';
import { estimateText } from './estimateText';

type T = TFunction<'submissions'>;

/** SPEC.md section 8's texts, and core's (the server's) for the file checks. */
export function problemText(problem: RecordingProblem, t: T): string {
  switch (problem.code) {
    case 'camera':
      return t(problem.kind === 'audio' ? 'errors.microphone' : 'errors.camera', { reason: problem.reason });
    case 'noMimeType':
      return t('errors.noMimeType');
    case 'recorder':
      return t('errors.recorder', { reason: problem.reason });
    case 'uploadError':
      return t('errors.upload', { message: problem.message });
    case 'network':
      return t('errors.network');
    case 'upload.tooLarge':
      return message(problem.code, { maxMb: problem.maxMb });
    case 'upload.tooLong':
      return message(problem.code, { seconds: problem.seconds });
    default:
      return message(problem.code);
  }
}

/** What the polite live region says for the state: each change is announced once. */
export function announce(state: RecordingState, view: SubmissionView | undefined, t: T, language = 'en'): string {
  switch (state.status) {
    case 'initial':
      return state.requesting ? t('requesting') : '';
    case 'ready':
      return t(`announce.ready.${state.kind}`);
    case 'recording': {
      const { remaining } = countdown(state.elapsedSeconds);
      return remaining <= 30 ? t('announce.thirtySeconds') : remaining <= 60 ? t('announce.oneMinute') : t('announce.recording');
    }
    case 'recorded':
      if (!state.clip) return '';
      return state.clip.source === 'file' ? t('announce.fileChosen') : state.autoStopped ? t('announce.autoStopped') : t('announce.stopped');
    case 'uploading':
      return t('announce.uploading');
    case 'evaluating': {
      const status = view?.status ?? state.evaluation;
      const now = status === 'transcribing' || status === 'grading' ? t(`evaluation.now.${status}`) : t('evaluation.now.queued');
      // The server's figure, not the countdown: announced when the stage or the estimate changes, not every few seconds.
      return view ? `${now} ${estimateText(view.estimate, view.estimate?.seconds ?? null, t, language)}` : now;
    }
    case 'done':
      if (!view) return '';
      if (view.status === 'needs_review') return t('result.announce.needsReview');
      if (view.status === 'failed') return t('result.announce.notEvaluated');
      return view.isPass ? t('result.announce.passed', { score: view.score ?? 0 }) : t('result.announce.failed', { score: view.score ?? 0 });
  }
}
