import { roundMoney } from '../shared/money.ts';
import { PaymentType } from './payment.ts';

/** How the guest pays what is not paid at the hotel: by card (now or before arrival), or on an invoice. */
export type PaymentWay =
  | { readonly kind: 'Card' }
  | { readonly kind: 'Invoice'; readonly to: string | null; readonly poNumber?: string | null };

/** The way of a booking's payment type (spec §3): the two invoice types, else by card. */
export function paymentWayOf(
  paymentType: number,
  company: string | null,
  poNumber: string | null,
): PaymentWay {
  if (paymentType === PaymentType.PayByIndividualInvoice) return { kind: 'Invoice', to: null };
  if (paymentType === PaymentType.PayByCompanyInvoice)
    return { kind: 'Invoice', to: company ?? 'your organisation', poNumber };
  return { kind: 'Card' };
}

/** One line of what is paid when, e.g. "Charged before arrival" £240.00. */
export interface PaymentLine {
  readonly label: string;
  readonly amount: number;
}

/**
 * What is paid when and how, in the words checkout, the confirmation page and the confirmation
 * email all use. By card: what is charged now (shown even when nothing is), what is charged before
 * arrival, what is left for the hotel. On an invoice nothing is charged to a card: what would have
 * been is invoiced, to the organisation or to the guest.
 */
export function paymentLines(
  split: { readonly dueNow: number; readonly dueLater: number; readonly dueAtHotel: number },
  way: PaymentWay,
  currency: string,
): PaymentLine[] {
  const atHotel =
    split.dueAtHotel > 0 ? [{ label: 'To pay at the hotel', amount: split.dueAtHotel }] : [];
  if (way.kind === 'Invoice') {
    const po = way.poNumber ? ` (PO ${way.poNumber})` : '';
    return [
      {
        label: `Invoiced to ${way.to ?? 'you'}${po}`,
        amount: roundMoney(split.dueNow + split.dueLater, currency),
      },
      ...atHotel,
    ];
  }
  return [
    { label: 'Charged now', amount: split.dueNow },
    ...(split.dueLater > 0 ? [{ label: 'Charged before arrival', amount: split.dueLater }] : []),
    ...atHotel,
  ];
}
