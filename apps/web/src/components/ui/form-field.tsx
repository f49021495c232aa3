import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a field hands its control so that label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A form field: the label above the control, an optional hint, and the error in red
 * under it, linked to the control with aria-describedby and aria-invalid.
 */
export function Field({
  label,
  error,
  hint,
  labelAside,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The look of a text input. `trailing` leaves room for a button inside its right
 * edge, `leading` for an icon inside its left edge.
 */
export function inputClasses({
  invalid = false,
  leading = false,
  trailing = false,
}: { invalid?: boolean; leading?: boolean; trailing?: boolean } = {}): string {
  return cn(
    'block h-11 w-full min-w-0 rounded-lg border bg-white text-base text-slate-900 shadow-sm transition-colors sm:text-sm',
    leading ? 'pl-9' : 'pl-3',
    trailing ? 'pr-12' : 'pr-3',
    'placeholder:text-slate-400 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-600',
  );
}

/** A text input with the app's look; it turns red when its field has an error. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses({ invalid: props['aria-invalid'] === true }), className)} {...props} />;
}
