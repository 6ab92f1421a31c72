import { useState } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

export type OccupantCounterProps = {
  /** Id of the number field (its label points at it). */
  id: string;
  /** Visible label, e.g. the property's "Children (2–12)". */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names of the buttons, e.g. "Add adult to room 1" / "Remove adult from room 1". */
  addLabel: string;
  removeLabel: string;
  /** Form field name, so the count is submitted without JavaScript. */
  name?: string | undefined;
  /** False before hydration: the buttons cannot work yet (the number field still can). */
  interactive?: boolean | undefined;
  invalid?: boolean | undefined;
  /** Id of a message about this count. */
  describedBy?: string | undefined;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A number field between − and + buttons. The field works on its own (no JavaScript, typing);
 * the buttons stay focusable at the limits (aria-disabled) so keyboard focus is never dropped,
 * and the new count is announced politely.
 */
export default function OccupantCounter({
  id,
  label,
  value,
  min,
  max,
  onChange,
  addLabel,
  removeLabel,
  name,
  interactive = true,
  invalid,
  describedBy,
}: OccupantCounterProps) {
  // Set by the buttons only, so hydration and typing announce nothing.
  const [announcement, setAnnouncement] = useState('');
  const typed = (text: string) => {
    // A cleared field ('') is not zero: the count stays until a number is typed.
    const count = text.trim() === '' ? Number.NaN : Math.trunc(Number(text));
    if (!Number.isNaN(count)) onChange(clamp(count, min, max));
  };
  const ref = useTypedBeforeHydration<HTMLInputElement>(String(value), typed);
  const step = (delta: number) => {
    const next = clamp(value + delta, min, max);
    setAnnouncement(`${label}: ${next}`);
    if (next !== value) onChange(next);
  };
  const button =
    'flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-primary text-xl text-primary hover:bg-primary/5 disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:border-dark/30 aria-disabled:text-dark/50';
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="min-w-0">
        {label}
      </label>
      <div className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          className={button}
          aria-label={removeLabel}
          aria-controls={id}
          disabled={!interactive}
          aria-disabled={value <= min || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={ref}
          id={id}
          type="number"
          inputMode="numeric"
          name={name}
          min={min}
          max={max}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`h-11 w-12 rounded border bg-white text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none ${invalid ? 'border-negative' : 'border-dark/40'}`}
          onChange={(event) => typed(event.currentTarget.value)}
          onBlur={(event) => {
            // A cleared field shows the count it still holds.
            if (event.currentTarget.value === '') event.currentTarget.value = String(value);
          }}
        />
        <button
          type="button"
          className={button}
          aria-label={addLabel}
          aria-controls={id}
          disabled={!interactive}
          aria-disabled={value >= max || undefined}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
