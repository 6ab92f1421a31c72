import { addDays, daysBetween } from '../shared/clock.ts';
import {
  AutomaticPaymentType,
  type IsoDate,
  type PaymentPolicyConfiguration,
} from '../shared/types.ts';

/** Payment methods with their API numbers (spec §3). */
export const PaymentType = {
  StoreCard: 0,
  PayByIndividualInvoice: 1,
  PayByVoucher: 2,
  PayByCompanyInvoice: 3,
  PayByPayStack: 4,
  PayByCard: 5,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** Spec §9 labels of the payment types that are not shown under their own names. */
export const PaymentTypeLabel = {
  StoreCard: 'Pay Online',
  PayByIndividualInvoice: 'Pay by Invoice',
} as const;

/** An amount split into what is charged at booking and what is charged later, unrounded. */
export interface PaymentSplit {
  now: number;
  later: number;
  /** When `later` is charged: arrival minus the policy's days before arrival. */
  chargeDate?: IsoDate;
}

/**
 * Spec §9 room payment from the rate's payment policy, for a booking made on `today`:
 * `AtBooking` charges the percentage now; `BeforeArrival` charges it now when arrival is within
 * `DaysBeforeArrival` days (that day included), otherwise on the charge date; `None` or no policy
 * charges nothing online. A missing percentage means 100 %; percentages are held to 0–100.
 */
export function paymentDue(
  policy: PaymentPolicyConfiguration | null | undefined,
  amount: number,
  arrival: IsoDate,
  today: IsoDate,
): PaymentSplit {
  const type = policy?.AutomaticPaymentType ?? AutomaticPaymentType.None;
  if (type === AutomaticPaymentType.None) return { now: 0, later: 0 };
  const percentage = Math.min(100, Math.max(0, policy?.PercentageToCharge ?? 100));
  const charge = amount * (percentage / 100);
  if (type === AutomaticPaymentType.AtBooking) return { now: charge, later: 0 };
  const daysBefore = policy?.DaysBeforeArrival ?? 0;
  if (daysBetween(today, arrival) <= daysBefore) return { now: charge, later: 0 };
  return { now: 0, later: charge, chargeDate: addDays(arrival, -daysBefore) };
}

/** Spec §9: StoreCard is sent as PayByCard when something is charged now (amount above 0). */
export function paymentTypeToSend(type: PaymentType, amountNow: number): PaymentType {
  return type === PaymentType.StoreCard && amountNow > 0 ? PaymentType.PayByCard : type;
}

/**
 * Spec §5: a guest may choose the payment method only when the configuration enables it, a user
 * is logged in and allowed to, and the payment is neither through the payment provider nor by
 * company invoice.
 */
export function canChoosePaymentMethod(
  config: { EnableUserChoiceOfPaymentMethod: boolean },
  user: { CanChoosePaymentMethod: boolean } | null | undefined,
  paymentType: PaymentType,
): boolean {
  return (
    config.EnableUserChoiceOfPaymentMethod &&
    user?.CanChoosePaymentMethod === true &&
    paymentType !== PaymentType.PayByPayStack &&
    paymentType !== PaymentType.PayByCompanyInvoice
  );
}
