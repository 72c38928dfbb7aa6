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

/** A signed, expiring URL of the recording: the copy that plays everywhere when ready, else the original. */
export function mediaLink(signer: UrlSigner, source: MediaSource, now = Date.now()): MediaLink {
  const variant: MediaVariant = source.playbackKey ? 'playback' : 'original';
  const expires = UrlSigner.expiry(MEDIA_URL_TTL_SECONDS, now);
  const sig = signer.sign('media', [source.id, variant], expires);
  return {
    url: `/api/v1/media/${source.id}/${variant}?exp=${expires}&sig=${sig}`,
    variant,
    mimeType: mediaObject(source, variant)!.mimeType,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}
