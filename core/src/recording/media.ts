import { MAX_RECORDING_SECONDS, MAX_UPLOAD_BYTES } from '../constants.js';
import type { Subject } from '../courses.js';
import { durationVerdict, MAX_UPLOAD_MB } from '../submissions/upload.js';

/** A spoken answer is a video (camera and microphone) or audio only (microphone). */
export type AnswerKind = 'video' | 'audio';

/** SPEC.md section 5: the recorder formats tried in this order; audio-only answers have their own list. */
export const RECORDER_MIME_TYPES: Record<AnswerKind, readonly string[]> = {
  video: ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'],
};

/**
 * The first recorder format the browser supports (pass MediaRecorder.isTypeSupported), or null,
 * which the screen reports as "No supported MIME type found for this browser".
 */
export function pickRecorderMimeType(isSupported: (mimeType: string) => boolean, kind: AnswerKind = 'video'): string | null {
  for (const type of RECORDER_MIME_TYPES[kind]) {
    try {
      if (isSupported(type)) return type;
    } catch {
      // A browser that throws on a type does not support it.
    }
  }
  return null;
}

/** SPEC.md sections 5 and 9: about 640x480, at most 1280x720, front camera, with audio. */
export function mediaConstraints(kind: AnswerKind): { audio: true; video: false | { width: { ideal: number; max: number }; height: { ideal: number; max: number }; facingMode: 'user' } } {
  if (kind === 'audio') return { audio: true, video: false };
  return { audio: true, video: { width: { ideal: 640, max: 1280 }, height: { ideal: 480, max: 720 }, facingMode: 'user' } };
}

/** Upload progress as a percentage with two decimals ("42.17"), clamped to 0..100. */
export function formatProgress(loaded: number, total: number): string {
  if (!(total > 0) || !(loaded > 0)) return '0.00';
  const percent = Math.min(100, (loaded / total) * 100);
  // Never show 100.00 before the last byte: round down.
  return (Math.floor(percent * 100) / 100).toFixed(2);
}

/** m:ss for a number of seconds (negative counts as 0). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export type CountdownTone = 'normal' | 'warning' | 'limit';
/** The countdown turns amber this many seconds before the limit. */
export const COUNTDOWN_WARNING_SECONDS = 30;

/** The countdown ring: seconds left of the 180 s limit, the share left, and its colour (red at the limit). */
export function countdown(elapsedSeconds: number, limitSeconds: number = MAX_RECORDING_SECONDS): { remaining: number; fraction: number; tone: CountdownTone } {
  const elapsed = Math.max(0, Math.min(limitSeconds, elapsedSeconds));
  const remaining = Math.ceil(limitSeconds - elapsed);
  const tone: CountdownTone = elapsed >= limitSeconds ? 'limit' : remaining <= COUNTDOWN_WARNING_SECONDS ? 'warning' : 'normal';
  return { remaining, fraction: (limitSeconds - elapsed) / limitSeconds, tone };
}

const EXTENSIONS: Record<string, string> = {
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
};

/** The bare MIME type without parameters ("video/webm;codecs=vp8,opus" -> "video/webm"). */
export const baseMimeType = (mimeType: string) => mimeType.split(';')[0].trim().toLowerCase();

/** SPEC.md section 7 file names: {prefix}_recording_{timestamp}.{extension}, prefix lab{N}, surgical-{n} ... */
export function recordingFileName(subject: Subject, labNumber: number, mimeType: string, timestamp: number): string {
  const prefix = subject === 'maternalchild' ? `lab${labNumber}` : `${subject}-${labNumber}`;
  const extension = EXTENSIONS[baseMimeType(mimeType)] ?? 'webm';
  return `${prefix}_recording_${timestamp}.${extension}`;
}

const AUDIO_EXTENSIONS = ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'flac', 'weba'];
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'mkv', 'm4v', '3gp', 'avi', 'ogv'];

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** Whether a chosen file is an audio or a video answer, or neither (by its type, else its extension). */
export function answerKindOf(file: { type: string; name: string }): AnswerKind | null {
  const type = baseMimeType(file.type || '');
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type) return null;
  const ext = extensionOf(file.name);
  if (AUDIO_EXTENSIONS.includes(ext)) return 'audio';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  return null;
}

export type AnswerFileProblem = { code: 'upload.notMedia' } | { code: 'upload.tooLarge'; maxMb: number } | { code: 'upload.tooLong'; seconds: number } | { code: 'upload.tooShort' };

/**
 * The checks the server makes on a file, made early in the browser (the server decides):
 * audio or video, at most 500 MiB, and a readable duration within the limit. The codes are
 * core's message codes, so the texts match the server's.
 */
export function checkAnswerFile(file: { type: string; name: string; size: number }, durationSeconds?: number | null): AnswerFileProblem | null {
  if (!answerKindOf(file)) return { code: 'upload.notMedia' };
  if (file.size > MAX_UPLOAD_BYTES) return { code: 'upload.tooLarge', maxMb: MAX_UPLOAD_MB };
  if (file.size === 0) return { code: 'upload.tooShort' };
  if (typeof durationSeconds === 'number' && Number.isFinite(durationSeconds)) {
    const verdict = durationVerdict(durationSeconds);
    if (verdict === 'tooLong') return { code: 'upload.tooLong', seconds: MAX_RECORDING_SECONDS };
    if (verdict === 'tooShort') return { code: 'upload.tooShort' };
  }
  return null;
}
