import { TextField } from '../../components/TextField.tsx';
import { detectCardType, findProviderCardType } from '../../domain/payment/cards.ts';
import type { Blocker } from './blockers.ts';
import type { CardForm } from '../../domain/payment/card-form.ts';
import { t } from '../../i18n/checkout-messages.ts';

export type CardFieldsProps = {
  card: CardForm;
  change: (patch: Partial<CardForm>) => void;
  cardTypes: { Id: number; Name: string }[];
  savedCards: { Id: number; Label: string }[];
  canSaveCard: boolean;
  errors: Map<string, Blocker>;
  onLeave: (field: string) => void;
  thisYear: number;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Card details (spec §3 Credit card): type detected from the number and matched to the hotel's list. */
export function CardFields({
  card,
  change,
  cardTypes,
  savedCards,
  canSaveCard,
  errors,
  onLeave,
  thisYear,
}: CardFieldsProps) {
  const error = (field: string) => errors.get(field)?.message;
  const type = findProviderCardType(detectCardType(card.number), cardTypes);
  const years = Array.from({ length: 12 }, (_, i) => thisYear + i);
  const select = 'mt-1 block w-full rounded border border-control bg-white px-3 py-2';
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
          <TextField
            id="nameOnCard"
            label={t('checkout.card.name')}
            autoComplete="cc-name"
            required
            value={card.nameOnCard}
            onChange={(nameOnCard) => change({ nameOnCard })}
            onBlur={() => onLeave('nameOnCard')}
            error={error('nameOnCard')}
          />
          <TextField
            id="cardNumber"
            label={t('checkout.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            value={card.number}
            onChange={(number) => change({ number: number.replace(/[^\d ]/g, '').slice(0, 23) })}
            onBlur={() => onLeave('cardNumber')}
            error={error('cardNumber')}
            hint={type ? `${type.Name}` : undefined}
          />
          <fieldset>
            <legend className="font-medium">
              {t('checkout.card.expiry')}
              <span aria-hidden="true"> *</span>
            </legend>
            <div className="grid grid-cols-2 gap-4">
              <label className="block">
                {t('checkout.card.month')}
                <select
                  className={select}
                  autoComplete="cc-exp-month"
                  value={card.expiryMonth || ''}
                  onChange={(e) => change({ expiryMonth: Number(e.target.value) || 0 })}
                  onBlur={() => onLeave('expiry')}
                  aria-invalid={error('expiry') ? true : undefined}
                >
                  <option value="">MM</option>
                  {MONTHS.map((m) => (
                    <option key={m} value={m}>
                      {String(m).padStart(2, '0')}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block">
                {t('checkout.card.year')}
                <select
                  className={select}
                  autoComplete="cc-exp-year"
                  value={card.expiryYear || ''}
                  onChange={(e) => change({ expiryYear: Number(e.target.value) || 0 })}
                  onBlur={() => onLeave('expiry')}
                  aria-invalid={error('expiry') ? true : undefined}
                >
                  <option value="">YYYY</option>
                  {years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {error('expiry') && <p className="mt-1 text-sm text-negative">{error('expiry')}</p>}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="securityCode"
              label={t('checkout.card.code')}
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              maxLength={4}
              hint={t('checkout.card.codeHint')}
              value={card.securityCode}
              onChange={(securityCode) => change({ securityCode: securityCode.replace(/\D/g, '') })}
              onBlur={() => onLeave('securityCode')}
              error={error('securityCode')}
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
          </div>
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
