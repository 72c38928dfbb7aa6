import { playbackMimeType } from '../storage/index.js';
import { UrlSigner } from './signing.js';

export const MEDIA_URL_TTL_SECONDS = 15 * 60;
export const MEDIA_VARIANTS = ['original', 'playback'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

export interface MediaSource {
  id: string;
  mediaKey: string;
  playbackKey: string | null;
  mimeType: string;
}

export interface MediaLink {
  url: string;
  variant: MediaVariant;
  mimeType: string;
  expiresAt: string;
}

/** The stored object and its type for one variant, if that variant exists. */
export function mediaObject(source: MediaSource, variant: MediaVariant): { key: string; mimeType: string } | undefined {
  if (variant === 'original') return { key: source.mediaKey, mimeType: source.mimeType };
  return source.playbackKey ? { key: source.playbackKey, mimeType: playbackMimeType(source.playbackKey) } : undefined;
}

/**
 * A signed, expiring URL of the recording: the copy that plays everywhere when ready, else the
 * original. A link made for a lecturer or an administrator (`viewerId`) names them, signed: the
 * media route writes one audit row per such link when it is first streamed.
 */
export function mediaLink(signer: UrlSigner, source: MediaSource, options: { now?: number; viewerId?: string } = {}): MediaLink {
  const variant: MediaVariant = source.playbackKey ? 'playback' : 'original';
  const expires = UrlSigner.expiry(MEDIA_URL_TTL_SECONDS, options.now);
  const sig = signer.sign('media', mediaLinkFields(source.id, variant, options.viewerId), expires);
  return {
    url: `/api/v1/media/${source.id}/${variant}?exp=${expires}&sig=${sig}${options.viewerId ? `&v=${options.viewerId}` : ''}`,
    variant,
    mimeType: mediaObject(source, variant)!.mimeType,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** What a media link's signature covers: the recording, the variant and, for staff, the viewer. */
export const mediaLinkFields = (submissionId: string, variant: MediaVariant, viewerId?: string) => (viewerId ? [submissionId, variant, viewerId] : [submissionId, variant]);
