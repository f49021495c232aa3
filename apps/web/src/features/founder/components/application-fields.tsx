import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClasses, Input } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

/** One step's form: the values as typed, and the refusals by field (already in the reader's words). */
export interface StepForm<V extends Record<string, string>> {
  values: V;
  errors: Record<string, string | undefined>;
  set: (name: keyof V & string, value: string) => void;
}

/** A text field of a step, named by its contract field (its id lets a refusal's link focus it). */
export function TextField<V extends Record<string, string>>({
  form,
  name,
  label,
  hint,
  ...props
}: {
  form: StepForm<V>;
  name: keyof V & string;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<ComponentProps<'input'>, 'form' | 'name' | 'value' | 'onChange' | 'id'>) {
  return (
    <Field label={label} hint={hint} error={form.errors[name]}>
      {(control) => (
        <Input
          {...control}
          {...props}
          name={name}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
        />
      )}
    </Field>
  );
}

export function TextAreaField<V extends Record<string, string>>({
  form,
  name,
  label,
  hint,
  rows = 4,
}: {
  form: StepForm<V>;
  name: keyof V & string;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
}) {
  return (
    <Field label={label} hint={hint} error={form.errors[name]}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          className={cn(inputClasses({ invalid: control['aria-invalid'] === true }), 'h-auto py-2')}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
        />
      )}
    </Field>
  );
}

export function SelectField<V extends Record<string, string>>({
  form,
  name,
  label,
  placeholder,
  options,
}: {
  form: StepForm<V>;
  name: keyof V & string;
  label: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field label={label} error={form.errors[name]}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={inputClasses({ invalid: control['aria-invalid'] === true })}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
