import type { Notification } from './avail-notif.ts';
import { OTA_ERROR_CODE, OTA_ERROR_TYPE, type OtaError } from './errors.ts';
import { readScope } from './status-control.ts';
import { attribute, children, type XmlElement } from './xml.ts';

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const invalid = (text: string): OtaError => ({
  type: OTA_ERROR_TYPE.bizRule,
  code: OTA_ERROR_CODE.invalidValue,
  text,
});
const missing = (text: string): OtaError => ({
  type: OTA_ERROR_TYPE.requiredFieldMissing,
  code: OTA_ERROR_CODE.requiredFieldMissing,
  text,
});

/** OpenTravel age qualifying codes (AQC) and the extra guest they price. */
const GUEST_OF_AGE_CODE: Readonly<Record<string, 'adult' | 'child' | 'infant'>> = {
  '10': 'adult',
  '8': 'child',
  '7': 'infant',
};

/** An element's amount: AmountAfterTax, else AmountBeforeTax, else Amount. */
const amountOf = (element: XmlElement) =>
  attribute(element, 'AmountAfterTax') ??
  attribute(element, 'AmountBeforeTax') ??
  attribute(element, 'Amount');

/**
 * `OTA_HotelRateAmountNotifRQ`: per `RateAmountMessage`, the nightly prices of a room type on a
 * rate plan. `BaseByGuestAmt` gives one amount per number of guests (AmountAfterTax, else
 * AmountBeforeTax); the one for the adults the night's base rate covers is its base rate.
 * `AdditionalGuestAmount` by `AgeQualifyingCode` (10 adult, 8 child, 7 infant) prices each guest
 * beyond those adults. A message needs one or the other; what it leaves out stays as it was.
 */
export function readRateAmountNotif(body: XmlElement): Notification {
  const messages = children(body, 'RateAmountMessages')[0];
  const errors: OtaError[] = [];
  const lines: Notification['lines'] = [];
  children(messages, 'RateAmountMessage').forEach((message, index) => {
    const at = `RateAmountMessage ${index + 1}`;
    const read = readScope(children(message, 'StatusApplicationControl')[0], at);
    if ('error' in read) {
      errors.push(read.error);
      return;
    }
    if (read.scope.ratePlan === undefined) {
      errors.push(missing(`${at}: RatePlanCode is required`));
      return;
    }
    const rate = children(children(message, 'Rates')[0], 'Rate')[0];
    const amounts = children(children(rate, 'BaseByGuestAmts')[0], 'BaseByGuestAmt');
    const additional = children(
      children(rate, 'AdditionalGuestAmounts')[0],
      'AdditionalGuestAmount',
    );
    const priceByGuests = new Map<number, number>();
    const extraGuestPrices: { adult?: number; child?: number; infant?: number } = {};
    const currencies = new Set<string>();
    const before = errors.length;
    for (const amount of amounts) {
      const value = amountOf(amount);
      // Without NumberOfGuests the amount is the base rate, whatever adults it covers (0).
      const guests = Number(attribute(amount, 'NumberOfGuests') ?? '0');
      if (value === undefined || !AMOUNT.test(value) || !Number.isInteger(guests) || guests < 0) {
        errors.push(invalid(`${at}: BaseByGuestAmt needs an amount and a whole NumberOfGuests`));
        continue;
      }
      priceByGuests.set(guests, Number(value));
      const currency = attribute(amount, 'CurrencyCode') ?? attribute(rate, 'CurrencyCode');
      if (currency !== undefined) currencies.add(currency);
    }
    for (const amount of additional) {
      const value = amountOf(amount);
      const code = attribute(amount, 'AgeQualifyingCode') ?? '10';
      const guest = GUEST_OF_AGE_CODE[code];
      if (guest === undefined) {
        errors.push(invalid(`${at}: AgeQualifyingCode ${code} is not supported (10, 8 or 7)`));
        continue;
      }
      if (value === undefined || !AMOUNT.test(value)) {
        errors.push(invalid(`${at}: AdditionalGuestAmount needs an amount`));
        continue;
      }
      extraGuestPrices[guest] = Number(value);
      const currency = attribute(amount, 'CurrencyCode') ?? attribute(rate, 'CurrencyCode');
      if (currency !== undefined) currencies.add(currency);
    }
    if (errors.length > before) return;
    const extras = Object.keys(extraGuestPrices).length > 0;
    if (!priceByGuests.size && !extras) {
      errors.push(missing(`${at}: BaseByGuestAmt or AdditionalGuestAmount is required`));
      return;
    }
    if (currencies.size > 1) {
      errors.push(invalid(`${at}: amounts in more than one currency`));
      return;
    }
    const [currency] = currencies;
    lines.push({
      line: index + 1,
      ...read.scope,
      ...(priceByGuests.size ? { priceByGuests } : {}),
      ...(extras ? { extraGuestPrices } : {}),
      ...(currency === undefined ? {} : { currency }),
    });
  });
  if (!lines.length && !errors.length) errors.push(missing('RateAmountMessage is required'));
  return { hotelCode: attribute(messages, 'HotelCode'), lines, errors };
}
