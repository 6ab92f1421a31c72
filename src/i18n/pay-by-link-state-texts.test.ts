import { describe, expect, it } from 'vitest';
import { payLinkStateTexts, type PayLinkState } from './pay-by-link-state-texts.ts';
import { cardWordsIn } from './payment-line-texts.ts';

const facts = {
  invoiceNumber: 'INV-24018',
  paidOn: '2026-12-07T15:30:00.000Z',
  card: 'Visa ending 4242',
};

describe('a link’s state in en-GB', () => {
  it.each<[PayLinkState, string, string]>([
    [
      'Processing',
      'Payment in progress',
      'A payment for this link is under way. If you left the bank’s page, it will be available again in a few minutes.',
    ],
    ['Paid', 'Already paid', 'Invoice INV-24018 was paid on Monday, 7 Dec 2026. Thank you.'],
    [
      'CardStored',
      'Card already stored',
      'Your card (Visa ending 4242) is stored with us. Thank you.',
    ],
    [
      'Expired',
      'This link has expired',
      'This payment link is no longer valid. Please contact the hotel for a new one.',
    ],
    [
      'Cancelled',
      'This payment was cancelled',
      'The hotel has cancelled this payment request. Please contact them if you think this is wrong.',
    ],
    ['NoBalance', 'Nothing to pay', 'There is nothing left to pay on this invoice.'],
  ])('%s: %s', (state, title, message) => {
    expect(payLinkStateTexts('en-GB', state, facts)).toEqual({ title, message });
  });

  it('leaves out a date or card it does not know, and has no words for an open link', () => {
    const unknown = { ...facts, paidOn: null, card: null };
    expect(payLinkStateTexts('en-GB', 'Paid', unknown)?.message).toBe(
      'Invoice INV-24018 was paid. Thank you.',
    );
    expect(payLinkStateTexts('en-GB', 'CardStored', unknown)?.message).toBe(
      'Your card is stored with us. Thank you.',
    );
    expect(payLinkStateTexts('en-GB', 'Open', facts)).toBeNull();
  });
});

describe('a link’s state in another language', () => {
  it('writes the words, the date and the card in German', () => {
    expect(payLinkStateTexts('de', 'Paid', facts)).toEqual({
      title: 'Bereits bezahlt',
      message: 'Die Rechnung INV-24018 wurde am Montag, 7. Dez. 2026 bezahlt. Vielen Dank.',
    });
    const card = cardWordsIn('de', 'Visa', '4242');
    expect(card).toBe('Visa mit Endziffern 4242');
    expect(payLinkStateTexts('de', 'CardStored', { ...facts, card })?.message).toBe(
      'Ihre Karte (Visa mit Endziffern 4242) ist bei uns hinterlegt. Vielen Dank.',
    );
  });

  it('keeps the invoice number and date apart from Arabic text', () => {
    const paid = payLinkStateTexts('ar', 'Paid', facts);
    expect(paid?.title).toBe('تم الدفع بالفعل');
    // Each value filled in sits between FSI and PDI marks, so it is laid out on its own.
    expect(paid?.message).toContain('\u2068INV-24018\u2069');
    expect(paid?.message).not.toContain('Dec');
  });
});
