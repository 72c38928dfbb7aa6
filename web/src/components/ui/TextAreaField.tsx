import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './FieldFrame';

type Props = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps>;

/** A labelled multi-line input whose hint and error are announced with it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField({ label, hint, error, id, className, ...props }, ref) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(aria) => <textarea ref={ref} rows={4} {...aria} className={`rounded-lg border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-400'}`} {...props} />}
    </FieldFrame>
  );
});
