/** A lab's cover as a lecturer uploads it: the kinds and sizes the server accepts (checked again there, from the bytes). */
export const COVER_IMAGE_MAX_BYTES = 5 * 1_048_576;
export const COVER_VIDEO_MAX_BYTES = 100 * 1_048_576;

export const COVER_TYPES = {
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'video/mp4': { kind: 'video', extension: 'mp4' },
  'video/webm': { kind: 'video', extension: 'webm' },
} as const;
export type CoverType = keyof typeof COVER_TYPES;

/** What the file picker offers. */
export const COVER_ACCEPT = Object.keys(COVER_TYPES).join(',');

/** A recording tried in the editor: at most this many bytes (a student's three minutes of video fit). */
export const TRY_RECORDING_MAX_BYTES = 100 * 1_048_576;

/** The cover type the first bytes of a file show (never the name or the type the browser claims), or null. */
export function sniffCoverType(head: Uint8Array): CoverType | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp')) return 'video/mp4';
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm';
  return null;
}
