import { pickRecorderMimeType, type AnswerKind } from '@nurselab/core';

/** Why getUserMedia failed, as a key of submissions:errors.reasons (or the browser's own text). */
export function cameraFailureReason(error: unknown): { key: string } | { text: string } {
  const name = (error as { name?: string } | null)?.name ?? '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { key: 'denied' };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return { key: 'notFound' };
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return { key: 'inUse' };
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return { key: 'constraints' };
    case 'Unsupported':
      return { key: 'unsupported' };
  }
  const text = (error as Error | null)?.message;
  return text ? { text } : { key: 'unknown' };
}

/** What this browser can do: record at all (camera API and MediaRecorder) and in which format. */
export function recordingSupport(): { camera: boolean; recorder: boolean } {
  const camera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const recorder = typeof MediaRecorder !== 'undefined';
  return { camera, recorder };
}

export function recorderMimeType(kind: AnswerKind): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return pickRecorderMimeType((t) => MediaRecorder.isTypeSupported(t), kind);
}

/** A file's duration in seconds as the browser reads it, or null (unreadable or not known in time). */
export function readDuration(file: Blob, kind: AnswerKind, timeoutMs = 5000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const element = document.createElement(kind === 'audio' ? 'audio' : 'video');
    let settled = false;
    const finish = (value: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    element.preload = 'metadata';
    element.muted = true;
    element.onloadedmetadata = () => finish(Number.isFinite(element.duration) ? element.duration : null);
    element.onerror = () => finish(null);
    element.src = url;
  });
}

export const newClipId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Size for people: 12.3 MB. */
export function formatBytes(bytes: number, language: string): string {
  const mb = bytes / 1_048_576;
  const fmt = new Intl.NumberFormat(language, { maximumFractionDigits: mb < 10 ? 1 : 0 });
  return mb >= 1 ? `${fmt.format(mb)} MB` : `${fmt.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
