import { useId } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  error?: string | undefined;
  id?: string;
  autoComplete?: string;
  /** Text of the empty first option, from the flow's table. */
  placeholder: string;
};

/** A labelled select whose error is tied to it for screen readers. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  required = false,
  error,
  id,
  autoComplete,
  placeholder,
}: Props) {
  const ownId = useId();
  const ref = useTypedBeforeHydration<HTMLSelectElement>(value, onChange);
  const selectId = id ?? ownId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div>
      <label htmlFor={selectId} className="block font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        ref={ref}
        id={selectId}
        required={required}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="mt-1 block w-full rounded border border-control bg-white px-3 py-2 aria-[invalid=true]:border-negative"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-negative">
          {error}
        </p>
      )}
    </div>
  );
}
