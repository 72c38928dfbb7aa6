import { useCallback, useRef } from 'react';
import type { SeekTo } from '../types';

/**
 * A ref for an <audio> or <video> element and a seek that moves it to a moment and plays
 * (playing may be refused by the browser; the position still moves).
 */
export function useSeekablePlayer() {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const seek: SeekTo = useCallback((seconds) => {
    const media = mediaRef.current;
    if (!media) return;
    media.currentTime = Math.max(0, seconds);
    void media.play().catch(() => undefined);
  }, []);
  return { mediaRef, seek };
}
