import { formatClock } from '@nurselab/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { COMMENTS_NS } from '../locales';

export interface CommentDraft {
  text: string;
  atSeconds: number | null;
  rubricItemId: string | null;
}

/**
 * Writing a comment or a reply: the text, and for a new comment the moment it is pinned to
 * (taken from the player) and an optional rubric item.
 */
export const CommentForm = forwardRef<
  HTMLTextAreaElement,
  {
    id: string;
    label: string;
    submitLabel: string;
    initial?: Partial<CommentDraft>;
    pinnedAt?: number | null;
    onUnpin?: () => void;
    onPinNow?: () => void;
    rubricItems?: { id: string; label: string }[];
    pending: boolean;
    error: unknown;
    onSubmit: (draft: CommentDraft) => Promise<unknown>;
    onCancel?: () => void;
  }
>(function CommentForm({ id, label, submitLabel, initial, pinnedAt, onUnpin, onPinNow, rubricItems, pending, error, onSubmit, onCancel }, ref) {
  const { t } = useTranslation(COMMENTS_NS);
  const [text, setText] = useState(initial?.text ?? '');
  const [rubricItemId, setRubricItemId] = useState(initial?.rubricItemId ?? '');
  const fieldError = error instanceof ApiError ? error.message : error ? t('failed') : null;
  // Not a <form>: the panel sits inside the grading form on the lecturer's page, and forms do not nest.
  const submit = async () => {
    try {
      await onSubmit({ text, atSeconds: pinnedAt ?? null, rubricItemId: rubricItemId || null });
      setText('');
      setRubricItemId('');
    } catch {
      // Shown through `error`.
    }
  };
  return (
    <div className="flex flex-col gap-2" data-testid={`${id}-form`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.stopPropagation();
            void submit();
          }
        }}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-error` : undefined}
        className={`rounded-lg border px-3 py-2 text-base ${fieldError ? 'border-red-600' : 'border-slate-400'}`}
      />
      {fieldError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {fieldError}
        </p>
      )}
      {(onPinNow || pinnedAt != null) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {pinnedAt != null ? (
            <>
              <span data-testid="comment-pinned-at">{t('pinnedAt', { time: formatClock(pinnedAt) })}</span>
              {onUnpin && (
                <button type="button" onClick={onUnpin} className="min-h-9 rounded px-2 font-medium text-brand-800 underline underline-offset-2">
                  {t('unpin')}
                </button>
              )}
            </>
          ) : (
            <span>{t('general')}</span>
          )}
          {onPinNow && (
            <button type="button" onClick={onPinNow} className="min-h-9 rounded px-2 font-medium text-brand-800 underline underline-offset-2" data-testid="comment-pin-now">
              {t('pinNow')}
            </button>
          )}
        </div>
      )}
      {rubricItems && rubricItems.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-rubric`} className="text-sm font-medium">
            {t('rubricItem')}
          </label>
          <select
            id={`${id}-rubric`}
            value={rubricItemId}
            onChange={(e) => setRubricItemId(e.target.value)}
            className="min-h-11 max-w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            data-testid="comment-rubric"
          >
            <option value="">{t('noRubricItem')}</option>
            {rubricItems.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void submit()} disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </div>
  );
});
