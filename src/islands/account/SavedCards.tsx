import { useRef, useState, type SubmitEvent } from 'react';
import type { SavedCreditCard } from '../../api/contract/account.ts';
import { t } from '../../i18n/messages.ts';
import { notify } from '../../stores/notifications.ts';
import { setUser, type SessionUser } from '../../stores/session.ts';

export type SavedCardsProps = {
  propertyCode: string;
  cards: SavedCreditCard[];
  onChanged: (user: SessionUser) => void;
};

export const cardLabel = (card: SavedCreditCard): string =>
  t('account.cardLabel', {
    brand: card.CardType.Name,
    last4: card.Last4,
    month: String(card.ExpiryMonth).padStart(2, '0'),
    year: card.ExpiryYear,
  });

/** Saved cards (brand, last four digits, expiry) with remove; each remove is also a plain form. */
export default function SavedCards({ propertyCode, cards, onChanged }: SavedCardsProps) {
  const [busy, setBusy] = useState<number | null>(null);
  // Removing a card asks once more; without JavaScript the form still removes at once.
  const [confirming, setConfirming] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = async (event: SubmitEvent<HTMLFormElement>, card: SavedCreditCard) => {
    event.preventDefault();
    if (busy !== null) return;
    if (confirming !== card.CreditCardId) {
      setConfirming(card.CreditCardId);
      return;
    }
    setConfirming(null);
    setBusy(card.CreditCardId);
    try {
      const result = await (
        await import('../../stores/account-calls.ts')
      ).removeCreditCard(propertyCode, card.CreditCardId);
      notify(
        result.Success ? 'positive' : 'negative',
        result.Message ?? (result.Success ? t('account.cardRemoved') : t('user.actionFailed')),
      );
      setUser(result.User);
      onChanged(result.User);
      // The button the guest used is gone: keep their place at the list's heading.
      heading.current?.focus();
    } catch {
      notify('negative', t('user.actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="cards-heading">
      <h2 id="cards-heading" ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold">
        {t('account.cardsTitle')}
      </h2>
      {cards.length === 0 ? (
        <p>{t('account.noCards')}</p>
      ) : (
        <ul className="space-y-3">
          {cards.map((card) => (
            <li
              key={card.CreditCardId}
              className="flex flex-wrap items-center justify-between gap-3 rounded border border-black/10 bg-white p-3"
            >
              <span>
                {cardLabel(card)}
                <span className="block text-sm text-dark/75">{card.NameOnCard}</span>
              </span>
              <form method="post" onSubmit={(event) => void remove(event, card)}>
                <input type="hidden" name="_action" value="removeCard" />
                <input type="hidden" name="CreditCardId" value={card.CreditCardId} />
                {confirming === card.CreditCardId ? (
                  <span
                    className="flex flex-wrap items-center gap-2"
                    role="group"
                    aria-label={t('account.removeCardOf', { card: cardLabel(card) })}
                  >
                    <span>{t('account.removeCardAsk')}</span>
                    <button
                      type="submit"
                      autoFocus
                      aria-disabled={busy === card.CreditCardId || undefined}
                      className="rounded bg-negative px-3 py-2 font-semibold text-white"
                    >
                      {t('account.removeCardYes')}
                    </button>
                    <button
                      type="button"
                      className="rounded border border-dark/40 px-3 py-2"
                      onClick={() => setConfirming(null)}
                    >
                      {t('account.removeCardKeep')}
                    </button>
                  </span>
                ) : (
                  <button
                    type="submit"
                    aria-disabled={busy === card.CreditCardId || undefined}
                    className="rounded border border-negative px-3 py-2 text-negative hover:bg-negative/5"
                    aria-label={t('account.removeCard', { card: cardLabel(card) })}
                  >
                    {t('account.remove')}
                  </button>
                )}
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
