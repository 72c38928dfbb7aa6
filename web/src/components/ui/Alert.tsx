import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/** A message that screen readers announce when it appears (alert for errors, status otherwise). */
export function Alert({ tone, children, onClose, closeLabel }: { tone: keyof typeof TONES; children: ReactNode; onClose?: () => void; closeLabel?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex items-start justify-between gap-3 rounded-lg border px-4 py-3 ${TONES[tone]}`}>
      <div>{children}</div>
      {onClose && (
        <button type="button" onClick={onClose} className="rounded px-2 text-lg leading-none" aria-label={closeLabel}>
          ×
        </button>
      )}
    </div>
  );
}
