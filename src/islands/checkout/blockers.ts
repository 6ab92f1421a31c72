import {
  isAddressValid,
  isBookerPersonalDetailsValid,
  missingRequiredFields,
  type BookerField,
  type FieldRequirements,
} from '../../domain/booking/booker.ts';
import {
  canConfirmBooking,
  showCustomTerms,
  type CustomTermsConfig,
} from '../../domain/booking/booking-confirmation.ts';
import { isCardEmailValid, isCardValid } from '../../domain/payment/cards.ts';
import { PaymentType } from '../../domain/payment/payment.ts';
import type { PhoneCheck } from '../../domain/shared/phone.ts';
import { emailError, isFilled } from '../../domain/shared/validation.ts';
import { domainCard, type CardForm, type CheckoutForm } from '../../domain/payment/card-form.ts';
import { FIELD_LIMITS, tooLongError } from '../../domain/shared/field-limits.ts';
import { t } from '../../i18n/checkout-messages.ts';
import { t as tp } from '../../i18n/person-messages.ts';
import { t as tph } from '../../i18n/phone-messages.ts';

/** A reason the booking cannot be confirmed yet, tied to the field that fixes it. */
export type Blocker = { field: string; message: string };

const FIELD_TEXT: Record<BookerField, string> = {
  firstName: t('checkout.block.firstName'),
  lastName: t('checkout.block.lastName'),
  emailAddress: t('checkout.block.email'),
  telephoneNumber: t('checkout.block.phone'),
  street: t('checkout.block.street'),
  city: t('checkout.block.city'),
  stateOrCounty: t('checkout.block.county'),
  postCode: t('checkout.block.postCode'),
  country: t('checkout.block.country'),
};

// A value longer than its field takes is named with the field and its limit.
const LIMITED = [
  ['firstName', tp('person.firstName'), FIELD_LIMITS.firstName],
  ['lastName', tp('person.lastName'), FIELD_LIMITS.lastName],
  ['emailAddress', tp('person.email'), FIELD_LIMITS.email],
  ['telephoneNumber', tph('phone.label'), FIELD_LIMITS.phone],
  ['street', t('checkout.billing.street'), FIELD_LIMITS.street],
  ['city', t('checkout.billing.city'), FIELD_LIMITS.city],
  ['postCode', t('checkout.billing.postCode'), FIELD_LIMITS.postCode],
] as const;

export type ConfirmRules = CustomTermsConfig &
  FieldRequirements & { CustomTermsAndConditionsLabel: string | null };

export function bookerDetails(form: CheckoutForm) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    emailAddress: form.emailAddress.trim(),
    telephoneNumber: form.telephoneNumber,
    street: form.street,
    city: form.city,
    postCode: form.postCode,
    country: form.country,
  };
}

/**
 * Everything still in the way of confirming (spec §5), in form order, each pointing at its field.
 * Stricter than the domain rule where the form asks more (card holder email, matching passwords,
 * the configuration's required fields), never looser: whenever `canConfirm` fails, this lists why.
 */
export function confirmationBlockers(
  form: CheckoutForm,
  card: CardForm,
  cardTypes: readonly { Id: number; Name: string }[],
  rules: ConfirmRules,
  isPhone: PhoneCheck,
  /** The card is typed into the provider's own fields, which check it themselves. */
  cardInProviderFields = false,
): Blocker[] {
  const booker = bookerDetails(form);
  const blockers: Blocker[] = [];
  const add = (field: string, message: string) => blockers.push({ field, message });

  for (const [field, label, max] of LIMITED) {
    const message = tooLongError(label, form[field], max);
    if (message) add(field, message);
  }
  const missing = new Set(missingRequiredFields(booker, rules));
  if (
    !isBookerPersonalDetailsValid(booker, isPhone) ||
    !isAddressValid(booker) ||
    missing.size > 0
  ) {
    for (const field of [
      'firstName',
      'lastName',
      'emailAddress',
      'telephoneNumber',
      'street',
      'city',
      'postCode',
      'country',
    ] as const) {
      if (blockers.some((b) => b.field === field)) continue;
      if (field === 'emailAddress' && emailError(booker.emailAddress))
        add(field, FIELD_TEXT[field]);
      else if (field === 'telephoneNumber' && !isPhone(booker.telephoneNumber))
        add(field, FIELD_TEXT[field]);
      else if (
        (field === 'firstName' ||
          field === 'lastName' ||
          field === 'street' ||
          field === 'postCode') &&
        !isFilled(booker[field])
      )
        add(field, FIELD_TEXT[field]);
      else if (field === 'country' && !(booker.country > 0)) add(field, FIELD_TEXT[field]);
      else if (missing.has(field) && !blockers.some((b) => b.field === field))
        add(field, FIELD_TEXT[field]);
    }
  }

  const paysByCard =
    form.paymentType === PaymentType.StoreCard || form.paymentType === PaymentType.PayByCard;
  if (paysByCard && !cardInProviderFields) {
    const details = domainCard(card, cardTypes);
    if (!isCardValid(details)) {
      if (!isFilled(card.nameOnCard)) add('nameOnCard', t('checkout.block.cardName'));
      if (!isFilled(card.number)) add('cardNumber', t('checkout.block.cardNumber'));
      else if (!details.cardType) add('cardNumber', t('checkout.block.cardType'));
      if (!card.expiryMonth || !card.expiryYear) add('expiry', t('checkout.block.expiry'));
      if (!isFilled(card.securityCode)) add('securityCode', t('checkout.block.code'));
    }
    if (!card.savedCardId && !isCardEmailValid(card.cardHolderEmail))
      add('cardHolderEmail', t('checkout.block.cardEmail'));
  }
  if (form.paymentType === PaymentType.PayByCompanyInvoice) {
    if (!form.company) add('company', t('checkout.block.company'));
    if (!isFilled(form.poNumber)) add('poNumber', t('checkout.block.po'));
  }
  if (form.paymentType === PaymentType.PayByVoucher) add('paymentType', t('checkout.block.method'));
  if (form.createAccount) {
    if (!isFilled(form.password)) add('password', t('checkout.block.password'));
    else if (form.password !== form.confirmPassword)
      add('confirmPassword', t('checkout.block.passwordsDiffer'));
  }
  if (!form.agreeToTermsAndConditions) add('agreeToTermsAndConditions', t('checkout.block.terms'));
  if (showCustomTerms(rules, form.paymentType) && !form.hasAcceptedCustomTermsAndConditions) {
    // The label is the checkbox's own words ("I accept the corporate booking terms"): quote it rather than wrap it.
    add(
      'hasAcceptedCustomTermsAndConditions',
      rules.CustomTermsAndConditionsLabel
        ? t('checkout.block.tick', { label: rules.CustomTermsAndConditionsLabel })
        : t('checkout.block.customTerms'),
    );
  }
  return blockers;
}

/** The domain's confirmation rule (spec §5) over the checkout form; the confirm button's gate. */
export function canConfirm(
  form: CheckoutForm,
  card: CardForm,
  cardTypes: readonly { Id: number; Name: string }[],
  rules: ConfirmRules,
  bookingInProgress: boolean,
  isPhone: PhoneCheck,
  cardInProviderFields = false,
): boolean {
  return canConfirmBooking(
    {
      booker: bookerDetails(form),
      paymentType: form.paymentType,
      creditCard: domainCard(card, cardTypes),
      cardInProviderFields,
      poNumber: form.poNumber,
      company: form.company,
      agreeToTermsAndConditions: form.agreeToTermsAndConditions,
      hasAcceptedCustomTermsAndConditions: form.hasAcceptedCustomTermsAndConditions,
      bookingInProgress,
    },
    rules,
    isPhone,
  );
}
