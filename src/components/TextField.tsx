import { useId, type InputHTMLAttributes } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it; also marks the field invalid. */
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled text input whose hint and error are tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  className = '',
  ...input
}: Props) {
  const ownId = useId();
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-medium">
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-dark/80">
          {hint}
        </p>
      )}
      <input
        {...input}
        ref={ref}
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="mt-1 block w-full rounded border border-control bg-white px-3 py-2 aria-[invalid=true]:border-negative"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-negative">
          {error}
        </p>
      )}
    </div>
  );
}
