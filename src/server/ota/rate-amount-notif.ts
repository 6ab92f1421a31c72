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

/**
 * `OTA_HotelRateAmountNotifRQ`: per `RateAmountMessage`, the nightly base rate of a room type on a
 * rate plan. `BaseByGuestAmt` gives one amount per number of guests (AmountAfterTax, else
 * AmountBeforeTax); the one for the adults the night's base rate covers is written. Its other
 * price parts stay as the hotel file set them.
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
      errors.push({
        type: OTA_ERROR_TYPE.requiredFieldMissing,
        code: OTA_ERROR_CODE.requiredFieldMissing,
        text: `${at}: RatePlanCode is required`,
      });
      return;
    }
    const rate = children(children(message, 'Rates')[0], 'Rate')[0];
    const amounts = children(children(rate, 'BaseByGuestAmts')[0], 'BaseByGuestAmt');
    const priceByGuests = new Map<number, number>();
    const currencies = new Set<string>();
    for (const amount of amounts) {
      const value = attribute(amount, 'AmountAfterTax') ?? attribute(amount, 'AmountBeforeTax');
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
    if (!priceByGuests.size) {
      if (!amounts.length)
        errors.push({
          type: OTA_ERROR_TYPE.requiredFieldMissing,
          code: OTA_ERROR_CODE.requiredFieldMissing,
          text: `${at}: BaseByGuestAmt is required`,
        });
      return;
    }
    if (currencies.size > 1) {
      errors.push(invalid(`${at}: BaseByGuestAmt amounts in more than one currency`));
      return;
    }
    const [currency] = currencies;
    lines.push({
      line: index + 1,
      ...read.scope,
      priceByGuests,
      ...(currency === undefined ? {} : { currency }),
    });
  });
  if (!lines.length && !errors.length)
    errors.push({
      type: OTA_ERROR_TYPE.requiredFieldMissing,
      code: OTA_ERROR_CODE.requiredFieldMissing,
      text: 'RateAmountMessage is required',
    });
  return { hotelCode: attribute(messages, 'HotelCode'), lines, errors };
}
