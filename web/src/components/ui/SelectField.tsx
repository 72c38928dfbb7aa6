import { forwardRef, useId, useState, type SelectHTMLAttributes } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  /**
   * Shows the chosen option in full, wrapped over as many lines as it needs, for options too
   * long for a phone (a university's name): a native <select> cuts its text at its width.
   * The native select stays the control (its label, keyboard, screen reader and the phone's own
   * picker are unchanged); it is only made transparent over a box that draws the chosen text.
   */
  wrapChosen?: boolean;
}

const BOX = 'min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2';

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, error, options, id, wrapChosen, ...props }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  // Uncontrolled use: follow the choice here; a controlled value always wins.
  const [ownValue, setOwnValue] = useState(props.defaultValue === undefined ? undefined : String(props.defaultValue));
  const chosen = props.value !== undefined ? String(props.value) : (ownValue ?? options[0]?.value);
  const select = (
    <select
      ref={ref}
      id={selectId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${selectId}-error` : undefined}
      className={wrapChosen ? 'peer absolute inset-0 h-full w-full cursor-pointer opacity-0' : BOX}
      {...props}
      onChange={(event) => {
        if (wrapChosen) setOwnValue(event.target.value);
        props.onChange?.(event);
      }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="font-medium">
        {label}
      </label>
      {wrapChosen ? (
        <div className="relative">
          {select}
          {/* What the select shows, in full; hidden from screen readers, which read the select itself. */}
          <div aria-hidden="true" className={`${BOX} pr-9 break-words peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500`}>
            {options.find((o) => o.value === chosen)?.label}
          </div>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-600">
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      ) : (
        select
      )}
      {error && (
        <p id={`${selectId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
