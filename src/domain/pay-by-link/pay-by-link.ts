import { isCardValid, type CardDetails } from '../payment/cards.ts';
import { isValidEmail } from '../shared/validation.ts';

/** Pay-by-link actions (spec §3). */
export const PayByLinkAction = {
  None: 'None',
  Pay: 'Pay',
  StoreCard: 'StoreCard',
} as const;
export type PayByLinkAction = (typeof PayByLinkAction)[keyof typeof PayByLinkAction];

/** Spec §2: the link's action type `P` means pay; anything else means store a card. */
export function payByLinkAction(actionType: string): PayByLinkAction {
  return actionType === 'P' ? PayByLinkAction.Pay : PayByLinkAction.StoreCard;
}

/** The pay-by-link form. */
export interface PayByLinkForm {
  action: PayByLinkAction;
  email: string;
  card?: CardDetails | null;
  /** Paid through the payment provider's own page (Paystack): no card is entered here. */
  paidViaProvider: boolean;
  amountToPay: number;
}

/**
 * Spec §5: pay-by-link can proceed with a valid email, a valid card unless paid through the
 * payment provider, and, to pay an invoice, an amount above 0.
 */
export function canProcessPayByLink(form: PayByLinkForm): boolean {
  return (
    isValidEmail(form.email) &&
    (form.paidViaProvider || (form.card != null && isCardValid(form.card))) &&
    (form.action !== PayByLinkAction.Pay || form.amountToPay > 0)
  );
}
