import { useId, type InputHTMLAttributes } from 'react';
import { t } from '../i18n/messages.ts';
import { Notice } from './Notice.tsx';

export type FieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  /** Shown under the field, read with it (spec §5 hints). */
  hint?: string | undefined;
  error?: string | undefined;
  defaultValue?: string | undefined;
  required?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** A textarea instead of an input. */
  multiline?: boolean;
};

/** A labelled field with its hint and error next to it (aria-invalid, aria-describedby). */
export function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  error,
  defaultValue,
  required = false,
  inputMode,
  multiline = false,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    defaultValue,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `w-full rounded border bg-white px-3 py-2 ${error ? 'border-negative' : 'border-dark/40'}`,
  } as const;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {!required && <span className="font-normal text-dark/75"> {t('form.optional')}</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={`${shared.className} h-12`}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-dark/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-negative">
          {error}
        </p>
      )}
    </div>
  );
}

export type CheckboxProps = { name: string; label: string; defaultChecked?: boolean | undefined };

export function Checkbox({ name, label, defaultChecked }: CheckboxProps) {
  const id = useId();
  return (
    <div className="mb-4 flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        className="mt-1 size-6 shrink-0"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The form's own message (a failure the fields do not explain, or a result), announced when it appears. */
export function FormMessage({
  text,
  tone,
}: {
  text: string | undefined;
  tone: 'negative' | 'positive';
}) {
  return (
    <div role={tone === 'negative' ? 'alert' : 'status'} className="empty:hidden">
      {text && (
        <Notice tone={tone} className="mb-4 rounded bg-white p-3 font-medium">
          {text}
        </Notice>
      )}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className="h-12 w-full rounded bg-primary px-6 font-semibold text-white sm:w-auto"
    >
      {children}
    </button>
  );
}
