import type { MediaProbe } from '../media/index.js';

export interface RecordingFormat {
  fileType: 'audio' | 'video';
  /** File extension of the stored original, from the probed container. */
  extension: string;
  mimeType: string;
}

const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1', 'opus', 'vorbis']);

/** The container ffprobe found, as a file extension and MIME type (the client's claims are ignored). */
export function recordingFormat(probe: MediaProbe): RecordingFormat {
  const fileType = probe.hasVideo ? 'video' : 'audio';
  const formats = probe.formatName.split(',');
  const has = (name: string) => formats.includes(name);
  const codecs = [probe.videoCodec, probe.audioCodec].filter((c): c is string => Boolean(c));

  if (has('matroska') || has('webm')) {
    return codecs.every((c) => WEBM_CODECS.has(c))
      ? { fileType, extension: 'webm', mimeType: `${fileType}/webm` }
      : { fileType, extension: 'mkv', mimeType: `${fileType}/x-matroska` };
  }
  if (has('mp4') || has('mov')) {
    return fileType === 'video' ? { fileType, extension: 'mp4', mimeType: 'video/mp4' } : { fileType, extension: 'm4a', mimeType: 'audio/mp4' };
  }
  const simple: Record<string, [string, string]> = {
    mp3: ['mp3', 'audio/mpeg'],
    wav: ['wav', 'audio/wav'],
    ogg: ['ogg', `${fileType}/ogg`],
    flac: ['flac', 'audio/flac'],
    aac: ['aac', 'audio/aac'],
    avi: ['avi', 'video/x-msvideo'],
  };
  const known = formats.map((f) => simple[f]).find(Boolean);
  if (known) return { fileType, extension: known[0], mimeType: known[1] };
  return { fileType, extension: 'media', mimeType: 'application/octet-stream' };
}
