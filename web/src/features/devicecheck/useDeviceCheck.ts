import { mediaConstraints, pickRecorderMimeType } from '@nurselab/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CheckState = 'idle' | 'checking' | 'ok' | 'failed';

export interface DeviceCheck {
  camera: CheckState;
  microphone: CheckState;
  /** The recording format this browser will use, null when it has none. */
  recorderFormat: string | null | undefined;
  /** Microphone loudness 0-100 while the check runs. */
  level: number;
  error?: string;
  stream?: MediaStream;
  start(): Promise<void>;
  stop(): void;
}

/** Loudness above which the microphone is taken to hear the student (0-100 scale of the meter). */
const HEARD_LEVEL = 8;

/** Opens camera and microphone the way the lab recorder does, and measures the microphone's loudness. */
export function useDeviceCheck(): DeviceCheck {
  const [camera, setCamera] = useState<CheckState>('idle');
  const [microphone, setMicrophone] = useState<CheckState>('idle');
  const [recorderFormat, setRecorderFormat] = useState<string | null>();
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string>();
  const [stream, setStream] = useState<MediaStream>();
  const cleanup = useRef<() => void>(undefined);

  const stop = useCallback(() => {
    cleanup.current?.();
    cleanup.current = undefined;
    setStream(undefined);
    setLevel(0);
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(async () => {
    stop();
    setError(undefined);
    setCamera('checking');
    setMicrophone('checking');
    setRecorderFormat(typeof MediaRecorder === 'undefined' ? null : pickRecorderMimeType((t) => MediaRecorder.isTypeSupported(t), 'video'));
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(mediaConstraints('video'));
      setCamera('ok');
    } catch (err) {
      setCamera('failed');
      setError(err instanceof Error ? err.message || err.name : String(err));
      try {
        media = await navigator.mediaDevices.getUserMedia(mediaConstraints('audio'));
      } catch {
        setMicrophone('failed');
        return;
      }
    }
    setStream(media);
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(media).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let heard = false;
    const tick = () => {
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(samples.reduce((sum, v) => sum + v * v, 0) / samples.length);
      const value = Math.min(100, Math.round(rms * 300));
      setLevel(value);
      if (!heard && value >= HEARD_LEVEL) {
        heard = true;
        setMicrophone('ok');
      }
      frame = requestAnimationFrame(tick);
    };
    tick();
    cleanup.current = () => {
      cancelAnimationFrame(frame);
      void context.close();
      media.getTracks().forEach((track) => track.stop());
    };
  }, [stop]);

  return { camera, microphone, recorderFormat, level, error, stream, start, stop };
}
