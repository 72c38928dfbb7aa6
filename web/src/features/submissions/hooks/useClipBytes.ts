import { useEffect, useMemo, useRef, useState } from 'react';

/** The bytes of a clip, with the clip's id (and, for a chosen file, what identifies it when chosen again). */
export interface ClipBytes {
  id: string;
  blob: Blob;
  lastModified?: number;
}

/** Where the current clip's bytes live: beside the reducer's state, which only describes the clip. */
export interface ClipBytesHolder {
  current: () => ClipBytes | null;
  /** Whether the bytes held are the given clip's. */
  holds: (clipId: string) => boolean;
  hold: (bytes: ClipBytes) => void;
  /** Holds the bytes and offers them for playback (nothing to play when empty). */
  holdForPlayback: (bytes: ClipBytes) => void;
  discard: () => void;
}

/** The current clip's bytes and the object URL that plays them back (revoked when replaced or on leaving). */
export function useClipBytes(): { bytes: ClipBytesHolder; playbackUrl: string | null } {
  const bytesRef = useRef<ClipBytes | null>(null);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  useEffect(() => () => void (playbackUrl && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);

  const bytes = useMemo<ClipBytesHolder>(
    () => ({
      current: () => bytesRef.current,
      holds: (clipId) => bytesRef.current?.id === clipId,
      hold: (held) => {
        bytesRef.current = held;
      },
      holdForPlayback: (held) => {
        bytesRef.current = held;
        setPlaybackUrl(held.blob.size > 0 ? URL.createObjectURL(held.blob) : null);
      },
      discard: () => {
        bytesRef.current = null;
        setPlaybackUrl(null);
      },
    }),
    [],
  );
  return { bytes, playbackUrl };
}
