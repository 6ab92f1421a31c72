import type { CardDetails } from '../../../api/contract/reservation.ts';
import { showCustomTerms } from '../../../domain/booking/booking-confirmation.ts';
import { detectCardType, findProviderCardType } from '../../../domain/payment/cards.ts';
import { PaymentType } from '../../../domain/payment/payment.ts';
import { isFilled } from '../../../domain/shared/validation.ts';
import type { CardInput } from '../../gateway/card-gateway.ts';
import { isLuhnValid } from '../../gateway/luhn.ts';
import type { ModelState } from '../../http/errors.ts';
import type { BookingContext, CreateReservationBody, SavedCardRow } from './booking-context.ts';

/** How the booking will be paid, once the request passed the checks. */
export type PaymentPlan =
  | {
      readonly kind: 'Card';
      readonly card: CardInput;
      readonly brand: string;
      readonly creditCardTypeId: number;
      readonly save: boolean;
    }
  | { readonly kind: 'SavedCard'; readonly card: SavedCardRow }
  /** A card typed into the payment provider's own fields: nothing of it reaches this server. */
  | { readonly kind: 'Hosted'; readonly save: boolean }
  | { readonly kind: 'Paystack' }
  | { readonly kind: 'IndividualInvoice' }
  | { readonly kind: 'CompanyInvoice'; readonly companyId: number; readonly poNumber: string };

const expired = (month: number, year: number, now: Date) =>
  year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/**
 * Spec §5 payment condition, checked on the server: a valid card (new: Luhn-checked number, name,
 * unexpired, security code, a card type the hotel takes that matches the number; saved: the
 * logged-in account's own), Paystack only where the hotel uses it, individual invoice only for an
 * account allowed to choose, company invoice with company and PO number on rates that allow it,
 * and the custom terms accepted when they show. Messages never repeat what was typed.
 */
export function validatePayment(
  body: CreateReservationBody,
  context: BookingContext,
  now: Date,
  hostedCards = false,
): { problems: ModelState; plan: PaymentPlan | null } {
  const problems: ModelState = {};
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);
  let plan: PaymentPlan | null = null;

  switch (body.PaymentType) {
    case PaymentType.StoreCard:
    case PaymentType.PayByCard:
      plan = hostedCards
        ? hostedCardPlan(body.CardDetails, context, now, add)
        : cardPlan(body.CardDetails, context, now, add);
      break;
    case PaymentType.PayByPayStack:
      if (context.property.payByPaystack) plan = { kind: 'Paystack' };
      else add('PaymentType', 'This hotel does not take payment through Paystack.');
      break;
    case PaymentType.PayByIndividualInvoice:
      if (context.config.EnableUserChoiceOfPaymentMethod && context.account?.canChoosePaymentMethod)
        plan = { kind: 'IndividualInvoice' };
      else
        add(
          'PaymentType',
          'Paying by invoice is available only to logged-in guests whose account allows it.',
        );
      break;
    case PaymentType.PayByCompanyInvoice: {
      const plans = body.Rooms.map((room) =>
        context.statics.ratePlans.find((row) => row.id === room.RatePlanId),
      );
      if (!context.config.EnablePayByCompanyInvoice)
        add('PaymentType', 'This hotel does not invoice companies for online bookings.');
      else if (plans.some((ratePlan) => ratePlan && !ratePlan.canPayByCompanyInvoice))
        add('PaymentType', 'The chosen rate cannot be invoiced to a company.');
      // Spec §5/§6: only a logged-in guest whose account may choose the payment method invoices an
      // organisation, and only its own (an id in the body proves nothing).
      if (!context.account?.canChoosePaymentMethod)
        add(
          'PaymentType',
          'Invoicing an organisation is available only to logged-in guests whose account allows it.',
        );
      else if (!context.company) add('AccountId', 'Choose the organisation to invoice.');
      else if (context.account.companyId !== context.company.id)
        add(
          'AccountId',
          'Your account cannot invoice this organisation. Choose your own organisation or another way to pay.',
        );
      if (!isFilled(body.PONumber)) add('PONumber', 'Enter the purchase order (PO) number.');
      if (context.company && isFilled(body.PONumber) && !problems['PaymentType'])
        plan = {
          kind: 'CompanyInvoice',
          companyId: context.company.id,
          poNumber: body.PONumber!.trim(),
        };
      break;
    }
    case PaymentType.PayByVoucher:
      add(
        'PaymentType',
        'A gift voucher alone cannot pay for the booking; choose another way to pay.',
      );
      break;
  }

  if (
    showCustomTerms(context.config, body.PaymentType) &&
    !body.HasAcceptedCustomTermsAndConditions
  ) {
    add(
      'HasAcceptedCustomTermsAndConditions',
      `Please accept: ${context.config.CustomTermsAndConditionsLabel ?? 'the additional terms and conditions'}.`,
    );
  }
  return { problems, plan: Object.keys(problems).length ? null : plan };
}

/** A new card, checked as checkout checks it (per-field problems through `add`); null when it is not usable. */
export function cardPlan(
  details: CardDetails | null,
  context: Pick<BookingContext, 'cardTypes' | 'account' | 'savedCard'>,
  now: Date,
  add: (key: string, message: string) => void,
): PaymentPlan | null {
  if (!details) {
    add('CardDetails', 'Enter your card details.');
    return null;
  }
  if (details.CreditCardId !== null) {
    if (!context.account) add('CardDetails.CreditCardId', 'Log in to pay with a saved card.');
    else if (!context.savedCard)
      add('CardDetails.CreditCardId', 'This saved card was not found. Please choose another card.');
    else if (expired(context.savedCard.expiryMonth, context.savedCard.expiryYear, now))
      add('CardDetails.CreditCardId', 'This saved card has expired. Please use another card.');
    else return { kind: 'SavedCard', card: context.savedCard };
    return null;
  }

  const number = details.CardNumber ?? '';
  let numberValid = false;
  let restValid = true;
  const fail = (key: string, message: string) => {
    restValid = false;
    add(key, message);
  };
  if (!number) add('CardDetails.CardNumber', 'Enter the card number.');
  else if (!isLuhnValid(number)) add('CardDetails.CardNumber', 'Enter a valid card number.');
  else numberValid = true;
  if (!isFilled(details.NameOnCard)) fail('CardDetails.NameOnCard', 'Enter the name on the card.');
  if (details.ExpiryMonth === null) fail('CardDetails.ExpiryMonth', 'Choose the expiry month.');
  if (details.ExpiryYear === null) fail('CardDetails.ExpiryYear', 'Choose the expiry year.');
  else if (details.ExpiryMonth !== null && expired(details.ExpiryMonth, details.ExpiryYear, now))
    fail('CardDetails.ExpiryYear', 'This card has expired.');
  if (!details.SecurityCode) fail('CardDetails.SecurityCode', 'Enter the security code.');

  const detected = numberValid ? detectCardType(number) : undefined;
  const accepted = findProviderCardType(detected, context.cardTypes);
  if (numberValid) {
    if (
      details.CreditCardTypeId !== null &&
      !context.cardTypes.some((type) => type.Id === details.CreditCardTypeId)
    ) {
      add('CardDetails.CreditCardTypeId', 'This hotel does not accept this type of card.');
    } else if (!accepted)
      add('CardDetails.CardNumber', 'This hotel does not accept this type of card.');
    else if (details.CreditCardTypeId !== null && details.CreditCardTypeId !== accepted.Id)
      add('CardDetails.CreditCardTypeId', 'The card number does not match the chosen card type.');
  }
  if (details.SecurityCode && detected) {
    const digits = detected === 'amex' ? 4 : 3;
    if (details.SecurityCode.length !== digits)
      fail('CardDetails.SecurityCode', `Enter the ${digits}-digit security code.`);
  }
  if (
    !numberValid ||
    !restValid ||
    !accepted ||
    (details.CreditCardTypeId !== null && details.CreditCardTypeId !== accepted.Id)
  )
    return null;
  return {
    kind: 'Card',
    card: {
      number,
      securityCode: details.SecurityCode!,
      expiryMonth: details.ExpiryMonth!,
      expiryYear: details.ExpiryYear!,
      nameOnCard: details.NameOnCard!.trim(),
    },
    brand: accepted.Name,
    creditCardTypeId: accepted.Id,
    save: details.SaveCreditCardToIndividual && context.account !== null,
  };
}

/**
 * A card with a provider that takes it in its own fields (Stripe's Payment Element): a saved card
 * is the provider's token; a new card must come without its number, code or expiry, which the
 * provider alone receives. A request carrying them is refused, so none is ever processed here.
 */
export function hostedCardPlan(
  details: CardDetails | null,
  context: Pick<BookingContext, 'cardTypes' | 'account' | 'savedCard'>,
  now: Date,
  add: (key: string, message: string) => void,
): PaymentPlan | null {
  if (details?.CreditCardId != null) return cardPlan(details, context, now, add);
  if (details?.CardNumber || details?.SecurityCode) {
    add('CardDetails.CardNumber', HOSTED_CARD_FIELDS);
    return null;
  }
  return {
    kind: 'Hosted',
    save: Boolean(details?.SaveCreditCardToIndividual) && context.account !== null,
  };
}

export const HOSTED_CARD_FIELDS =
  'Card details are entered in the payment provider\u2019s secure fields and are not accepted here.';
