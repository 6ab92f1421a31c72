import { CardFields } from '../../components/CardFields.tsx';
import { TextField } from '../../components/TextField.tsx';
import { detectCardType, findProviderCardType } from '../../domain/payment/cards.ts';
import type { Blocker } from './blockers.ts';
import type { CardForm } from '../../domain/payment/card-form.ts';
import { t } from '../../i18n/checkout-messages.ts';

export type CardSectionProps = {
  card: CardForm;
  change: (patch: Partial<CardForm>) => void;
  cardTypes: { Id: number; Name: string }[];
  savedCards: { Id: number; Label: string }[];
  canSaveCard: boolean;
  errors: Map<string, Blocker>;
  onLeave: (field: string) => void;
  thisYear: number;
};

const typed = (value: number) => (value ? String(value) : '');

/**
 * The card (spec §3 Credit card): a saved one, or the card fields every flow shares, with the type
 * detected from the number and matched to the hotel's list, and the card holder's email.
 */
export function CardSection({
  card,
  change,
  cardTypes,
  savedCards,
  canSaveCard,
  errors,
  onLeave,
  thisYear,
}: CardSectionProps) {
  const error = (field: string) => errors.get(field)?.message;
  const type = findProviderCardType(detectCardType(card.number), cardTypes);
  return (
    <div className="space-y-4">
      {savedCards.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-medium">{t('checkout.card.legend')}</legend>
          {savedCards.map((saved) => (
            <label key={saved.Id} className="flex items-center gap-2">
              <input
                type="radio"
                name="card-choice"
                checked={card.savedCardId === saved.Id}
                onChange={() => change({ savedCardId: saved.Id })}
              />
              {saved.Label}
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="card-choice"
              checked={card.savedCardId === null}
              onChange={() => change({ savedCardId: null })}
            />
            {t('checkout.card.new')}
          </label>
        </fieldset>
      )}
      {card.savedCardId === null && (
        <>
          <p className="text-sm">
            {t('checkout.card.accepted', { types: cardTypes.map((type) => type.Name).join(', ') })}
          </p>
          <CardFields
            card={{
              number: card.number,
              name: card.nameOnCard,
              month: typed(card.expiryMonth),
              year: typed(card.expiryYear),
              code: card.securityCode,
            }}
            onCard={(next) =>
              change({
                number: next.number,
                nameOnCard: next.name,
                expiryMonth: Number(next.month),
                expiryYear: Number(next.year),
                securityCode: next.code,
              })
            }
            errors={{
              number: error('cardNumber'),
              name: error('nameOnCard'),
              month: error('expiry'),
              code: error('securityCode'),
            }}
            numberHint={type?.Name}
            onLeave={onLeave}
            thisYear={thisYear}
          />
          <TextField
            id="cardHolderEmail"
            label={t('checkout.card.email')}
            type="email"
            autoComplete="email"
            required
            value={card.cardHolderEmail}
            onChange={(cardHolderEmail) => change({ cardHolderEmail })}
            onBlur={() => onLeave('cardHolderEmail')}
            error={error('cardHolderEmail')}
          />
          {canSaveCard && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={card.saveCard}
                onChange={(e) => change({ saveCard: e.target.checked })}
              />
              {t('checkout.card.save')}
            </label>
          )}
        </>
      )}
    </div>
  );
}
