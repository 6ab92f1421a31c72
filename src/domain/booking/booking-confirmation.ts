import type { PhoneCheck } from '../shared/phone.ts';
import { isAddressValid, isBookerPersonalDetailsValid, type BookerDetails } from './booker.ts';
import { isCardValid, type CardDetails } from '../payment/cards.ts';
import { PaymentType } from '../payment/payment.ts';
import { isFilled } from '../shared/validation.ts';

/** The custom terms settings of the Book configuration. */
export interface CustomTermsConfig {
  HasCustomTermsAndConditions: boolean;
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: boolean;
}

/**
 * Spec §5: custom terms show when they exist and are either not limited to company invoices or
 * the payment is by company invoice.
 */
export function showCustomTerms(config: CustomTermsConfig, paymentType: PaymentType): boolean {
  return (
    config.HasCustomTermsAndConditions &&
    (!config.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice ||
      paymentType === PaymentType.PayByCompanyInvoice)
  );
}

/** Spec §3: invoice details are captured when both a PO number and a company are set. */
export function invoiceDetailsCaptured(booking: {
  poNumber?: string | null;
  company?: object | null;
}): boolean {
  return isFilled(booking.poNumber) && booking.company != null;
}

/** What the checkout holds when the guest confirms. */
export interface BookingToConfirm {
  booker: BookerDetails;
  paymentType: PaymentType;
  creditCard?: CardDetails | null;
  /** The card is typed into the payment provider's own fields (Stripe), which check it. */
  cardInProviderFields?: boolean;
  poNumber?: string | null;
  company?: object | null;
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions: boolean;
  /** A booking request is already on its way. */
  bookingInProgress: boolean;
}

/**
 * Spec §5 payment condition: through the payment provider; by card (paying online or by card)
 * with a valid card; by individual invoice; or by company invoice with invoice details captured.
 * Paying by voucher is not among them.
 */
export function isPaymentConditionMet(
  booking: Pick<
    BookingToConfirm,
    'paymentType' | 'creditCard' | 'cardInProviderFields' | 'poNumber' | 'company'
  >,
): boolean {
  switch (booking.paymentType) {
    case PaymentType.PayByPayStack:
    case PaymentType.PayByIndividualInvoice:
      return true;
    case PaymentType.StoreCard:
    case PaymentType.PayByCard:
      return (
        booking.cardInProviderFields === true ||
        (booking.creditCard != null && isCardValid(booking.creditCard))
      );
    case PaymentType.PayByCompanyInvoice:
      return invoiceDetailsCaptured(booking);
    case PaymentType.PayByVoucher:
      return false;
  }
}

/**
 * Spec §5: a booking can be confirmed with valid booker personal and address details, the payment
 * condition met, the terms agreed, the custom terms accepted when they show, and no booking in
 * progress.
 */
export function canConfirmBooking(
  booking: BookingToConfirm,
  config: CustomTermsConfig,
  isPhone: PhoneCheck,
): boolean {
  return (
    isBookerPersonalDetailsValid(booking.booker, isPhone) &&
    isAddressValid(booking.booker) &&
    isPaymentConditionMet(booking) &&
    booking.agreeToTermsAndConditions &&
    (!showCustomTerms(config, booking.paymentType) ||
      booking.hasAcceptedCustomTermsAndConditions) &&
    !booking.bookingInProgress
  );
}
