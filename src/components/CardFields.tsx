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

/** The API's per-field messages (`CardDetails.*`) as the card fields show them. */
export const cardErrorsOf = (fields: Record<string, string>): CardErrors => ({
  number: fields['CardDetails.CardNumber'],
  name: fields['CardDetails.NameOnCard'],
  month: fields['CardDetails.ExpiryMonth'],
  year: fields['CardDetails.ExpiryYear'],
  code: fields['CardDetails.SecurityCode'],
});

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1).padStart(2, '0'),
}));

/** A card field's messages, each shown beside its field. */
export type CardErrors = Partial<Record<keyof TypedCard, string | undefined>>;

/**
 * The typed card of every flow, in one order: card number, expiry, security code, name on card.
 * The fields' ids are the ones a form's messages link to; `onLeave` hears which one was left
 * (`expiry` for either select).
 */
export function CardFields({
  card,
  onCard,
  errors = {},
  numberHint,
  onLeave,
  thisYear = new Date().getFullYear(),
}: {
  card: TypedCard;
  onCard: (card: TypedCard) => void;
  errors?: CardErrors;
  /** Under the number: the card type it was recognised as. */
  numberHint?: string | undefined;
  onLeave?: (field: string) => void;
  thisYear?: number;
}) {
  const years = Array.from({ length: 12 }, (_, index) => ({
    value: String(thisYear + index),
    label: String(thisYear + index),
  }));
  const edit = (patch: Partial<TypedCard>) => onCard({ ...card, ...patch });
  return (
    <div
      className="grid gap-3 sm:grid-cols-2"
      onBlur={(event) => onLeave?.(event.target.id.replace(/Year$/, ''))}
    >
      <TextField
        id="cardNumber"
        label={t('card.number')}
        value={card.number}
        onChange={(number) => edit({ number: number.replace(/[^\d ]/g, '').slice(0, 23) })}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        className="sm:col-span-2"
        hint={numberHint}
        error={errors.number}
      />
      <SelectField
        id="expiry"
        label={t('card.month')}
        value={card.month}
        onChange={(month) => edit({ month })}
        options={MONTHS}
        placeholder={t('card.choose')}
        required
        autoComplete="cc-exp-month"
        error={errors.month}
      />
      <SelectField
        id="expiryYear"
        label={t('card.year')}
        value={card.year}
        onChange={(year) => edit({ year })}
        options={years}
        placeholder={t('card.choose')}
        required
        autoComplete="cc-exp-year"
        error={errors.year}
      />
      <TextField
        id="securityCode"
        label={t('card.code')}
        value={card.code}
        onChange={(code) => edit({ code: code.replace(/\D/g, '') })}
        inputMode="numeric"
        autoComplete="cc-csc"
        required
        maxLength={4}
        hint={t('card.codeHint')}
        error={errors.code}
      />
      <TextField
        id="nameOnCard"
        label={t('card.name')}
        value={card.name}
        onChange={(name) => edit({ name })}
        autoComplete="cc-name"
        required
        className="sm:col-span-2"
        error={errors.name}
      />
    </div>
  );
}
