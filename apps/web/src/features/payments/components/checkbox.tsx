import { useId, type ReactNode } from 'react';

/** A checkbox with its label and, once the form was sent, the error of a required acknowledgment. */
export function Checkbox({
  checked,
  onChange,
  children,
  error,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  testId?: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-slate-700">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 ml-8 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
