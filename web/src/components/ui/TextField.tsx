import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './FieldFrame';

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps>;

/** A labelled input whose hint and error are announced with it. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, hint, error, id, className, ...props }, ref) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(aria) => <input ref={ref} {...aria} className={`min-h-11 rounded-lg border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-400'}`} {...props} />}
    </FieldFrame>
  );
});
