import type { User } from '../../api/contract/account.ts';
import { PaymentType } from '../../domain/payment/payment.ts';
import { t } from '../../i18n/checkout-messages.ts';

/** A saved card as the card choice offers it ("Visa ending 4242, expires 12/2030"). */
export function savedCardOption(card: User['CreditCards'][number]): { Id: number; Label: string } {
  return {
    Id: card.CreditCardId,
    Label: t('checkout.savedCard', {
      type: card.CardType.Name,
      last4: card.Last4,
      month: String(card.ExpiryMonth).padStart(2, '0'),
      year: card.ExpiryYear,
    }),
  };
}

/** How the guest pays, in GA4's words for `payment_type`. */
export function paymentTypeLabel(type: PaymentType): string {
  return type === PaymentType.PayByCompanyInvoice
    ? 'Company invoice'
    : type === PaymentType.PayByPayStack
      ? 'Paystack'
      : 'Card';
}
