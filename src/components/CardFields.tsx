import type { CardDetails } from '../api/contract/reservation.ts';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';
import { t } from '../i18n/card-messages.ts';

/** A card as typed: kept in the form's memory only, never stored. */
export type TypedCard = { number: string; name: string; month: string; year: string; code: string };
export const EMPTY_CARD: TypedCard = { number: '', name: '', month: '', year: '', code: '' };

/** The API's card details for a typed card (the server detects the type and checks every field). */
export const cardDetailsOf = (card: TypedCard, email: string | null = null): CardDetails => ({
  CreditCardId: null,
  SaveCreditCardToIndividual: false,
  CardNumber: card.number.replace(/\s+/g, ' ').trim(),
  NameOnCard: card.name.trim(),
  EmailAddress: email,
  CreditCardTypeId: null,
  ExpiryMonth: card.month ? Number(card.month) : null,
  ExpiryYear: card.year ? Number(card.year) : null,
  SecurityCode: card.code.trim() || null,
});

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1).padStart(2, '0'),
}));

/** Card number, name, expiry and security code, with the server's per-field messages (`CardDetails.*`). */
export function CardFields({
  card,
  onCard,
  errors = {},
}: {
  card: TypedCard;
  onCard: (card: TypedCard) => void;
  errors?: Record<string, string>;
}) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 12 }, (_, index) => ({
    value: String(thisYear + index),
    label: String(thisYear + index),
  }));
  const edit = (patch: Partial<TypedCard>) => onCard({ ...card, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('card.number')}
        value={card.number}
        onChange={(number) => edit({ number })}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        className="sm:col-span-2"
        error={errors['CardDetails.CardNumber']}
      />
      <TextField
        label={t('card.name')}
        value={card.name}
        onChange={(value) => edit({ name: value })}
        autoComplete="cc-name"
        required
        className="sm:col-span-2"
        error={errors['CardDetails.NameOnCard']}
      />
      <SelectField
        label={t('card.month')}
        value={card.month}
        onChange={(month) => edit({ month })}
        options={MONTHS}
        required
        autoComplete="cc-exp-month"
        error={errors['CardDetails.ExpiryMonth']}
      />
      <SelectField
        label={t('card.year')}
        value={card.year}
        onChange={(year) => edit({ year })}
        options={years}
        required
        autoComplete="cc-exp-year"
        error={errors['CardDetails.ExpiryYear']}
      />
      <TextField
        label={t('card.code')}
        value={card.code}
        onChange={(code) => edit({ code })}
        inputMode="numeric"
        autoComplete="cc-csc"
        required
        error={errors['CardDetails.SecurityCode']}
      />
    </div>
  );
}
