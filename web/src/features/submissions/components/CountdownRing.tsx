import { countdown, formatClock, MAX_RECORDING_SECONDS, type CountdownTone } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { RingArc } from '../../../components/ui/RingArc';

const STROKE: Record<CountdownTone, string> = {
  normal: 'stroke-brand-700',
  warning: 'stroke-amber-500',
  limit: 'stroke-red-600',
};
const TEXT: Record<CountdownTone, string> = {
  normal: 'text-slate-900',
  warning: 'text-amber-800',
  limit: 'text-red-700',
};

/** The time left of the 180 s limit as a ring that empties, amber in the last 30 s and red at the limit. */
export function CountdownRing({ elapsedSeconds, recording, size = 112 }: { elapsedSeconds: number; recording: boolean; size?: number }) {
  const { t } = useTranslation('submissions');
  const { remaining, fraction, tone } = countdown(elapsedSeconds);
  const time = formatClock(remaining);
  return (
    <div
      role="timer"
      aria-label={t('timer.label')}
      data-tone={tone}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <RingArc
        size={size}
        stroke={10}
        fraction={fraction}
        trackClass={tone === 'limit' ? 'stroke-red-200' : 'stroke-slate-200'}
        arcClass={`${STROKE[tone]} transition-[stroke-dashoffset] duration-300 ease-linear`}
      />
      <span className={`absolute flex flex-col items-center text-center ${TEXT[tone]}`} aria-hidden="true">
        <span className="text-2xl font-bold tabular-nums">{time}</span>
        {recording && (
          <span className="inline-flex items-center gap-1 text-xs font-medium">
            <span className="inline-block h-2 w-2 animate-pulse rounded-full bg-red-600" />
            {t('recordingNow')}
          </span>
        )}
      </span>
      <span className="sr-only">
        {tone === 'limit' ? t('timer.limit', { minutes: MAX_RECORDING_SECONDS / 60 }) : t('timer.left', { time })}
      </span>
    </div>
  );
}
