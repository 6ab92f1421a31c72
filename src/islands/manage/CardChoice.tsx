import { useId } from 'react';
import type { CardDetails } from '../../api/contract/reservation.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';

export type NewCard = { number: string; name: string; month: string; year: string; code: string };
export const EMPTY_CARD: NewCard = { number: '', name: '', month: '', year: '', code: '' };

/** The API's card details for a typed card (the server detects the type and checks every field). */
export const cardDetailsOf = (card: NewCard): CardDetails => ({
  CreditCardId: null,
  SaveCreditCardToIndividual: false,
  CardNumber: card.number.replace(/\s+/g, ' ').trim(),
  NameOnCard: card.name.trim(),
  EmailAddress: null,
  CreditCardTypeId: null,
  ExpiryMonth: card.month ? Number(card.month) : null,
  ExpiryYear: card.year ? Number(card.year) : null,
  SecurityCode: card.code.trim() || null,
});

const MONTHS = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: String(index + 1).padStart(2, '0') }));

/** What pays the amount charged now: the card on file, or another card typed here. */
export function CardChoice({ onFile, useNew, onUseNew, card, onCard }: { onFile: string; useNew: boolean; onUseNew: (value: boolean) => void; card: NewCard; onCard: (card: NewCard) => void }) {
  const name = useId();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 12 }, (_, index) => ({ value: String(thisYear + index), label: String(thisYear + index) }));
  const edit = (patch: Partial<NewCard>) => onCard({ ...card, ...patch });
  return (
    <fieldset className="space-y-3 rounded border border-dark/15 bg-white p-3">
      <legend className="px-1 font-semibold">Pay what is charged now with</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={!useNew} onChange={() => onUseNew(false)} /> {`My ${onFile}`}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={useNew} onChange={() => onUseNew(true)} /> Another card
      </label>
      {useNew && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Card number" value={card.number} onChange={(number) => edit({ number })} inputMode="numeric" autoComplete="cc-number" required className="sm:col-span-2" />
          <TextField label="Name on card" value={card.name} onChange={(value) => edit({ name: value })} autoComplete="cc-name" required className="sm:col-span-2" />
          <SelectField label="Expiry month" value={card.month} onChange={(month) => edit({ month })} options={MONTHS} required autoComplete="cc-exp-month" />
          <SelectField label="Expiry year" value={card.year} onChange={(year) => edit({ year })} options={years} required autoComplete="cc-exp-year" />
          <TextField label="Security code" value={card.code} onChange={(code) => edit({ code })} inputMode="numeric" autoComplete="cc-csc" required />
        </div>
      )}
    </fieldset>
  );
}
