import { describe, expect, it } from 'vitest';
import { formatMoneyIn } from '../../../i18n/locale-format.ts';
import { chargeNoticeEmails, type ChargeNotice } from './charge-notices.ts';

const FSI = '\u2068';
const PDI = '\u2069';

const notice = (overrides: Partial<ChargeNotice> = {}): ChargeNotice => ({
  kind: 'Charged',
  property: {
    id: 1,
    name: 'Grand London Hotel',
    email: 'stay@grandlondon.example',
    telephone: '+44 20 7946 0000',
  },
  reservation: {
    reservationNumber: 'GL-3MX8RT',
    bookerFirstName: 'Ada',
    bookerLastName: 'Lovelace',
    bookerEmail: 'ada@example.com',
    languageCode: 'en',
  },
  charge: 'BeforeArrival',
  amount: 1234.5,
  currency: 'GBP',
  card: { cardBrand: 'Visa', cardLast4: '4242' },
  failure: null,
  ...overrides,
});

const inLanguage = (languageCode: string, overrides: Partial<ChargeNotice> = {}) =>
  notice({ ...overrides, reservation: { ...notice().reservation, languageCode } });

describe("the guest's receipt for a charge taken without them", () => {
  it('is English for an English booking, as it always was', () => {
    const [mail, ...more] = chargeNoticeEmails(notice());
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'scheduled-charge-receipt',
      to: 'ada@example.com',
      subject: '£1,234.50 charged for booking GL-3MX8RT at Grand London Hotel',
      locale: 'en-GB',
    });
    expect(mail!.text).toBe(
      [
        'Dear Ada Lovelace,',
        '',
        "Grand London Hotel has charged £1,234.50 to Visa ending 4242: Charge before arrival, booking GL-3MX8RT, as your rate's terms say.",
        '',
        'Questions? Call us on +44 20 7946 0000 or email stay@grandlondon.example.',
      ].join('\n'),
    );
    expect(mail!.html).not.toContain('lang=');
  });

  it('names a no-show fee and the card on file when no card is known', () => {
    const [mail] = chargeNoticeEmails(notice({ charge: 'NoShow', card: null }));
    expect(mail!.text).toContain(
      'has charged £1,234.50 to the card on file: No-show fee, booking GL-3MX8RT,',
    );
    const [brandless] = chargeNoticeEmails(
      notice({ card: { cardBrand: null, cardLast4: '4242' } }),
    );
    expect(brandless!.text).toContain('to card ending 4242:');
  });

  it('is German for a German booking: its words, its amounts, its card words', () => {
    const [mail] = chargeNoticeEmails(inLanguage('de'));
    const amount = formatMoneyIn('de', 1234.5, 'GBP');
    expect(amount).toMatch(/^1\.234,50\s£$/);
    expect(mail!.locale).toBe('de');
    expect(mail!.subject).toBe(
      `${amount} für Ihre Buchung GL-3MX8RT im Grand London Hotel abgebucht`,
    );
    expect(mail!.text).toBe(
      [
        'Guten Tag Ada Lovelace,',
        '',
        `Grand London Hotel hat ${amount} von Ihrer Visa mit Endziffern 4242 abgebucht: Belastung vor der Anreise, Buchung GL-3MX8RT, wie in den Bedingungen Ihres Tarifs vorgesehen.`,
        '',
        'Fragen? Rufen Sie uns unter +44 20 7946 0000 an oder schreiben Sie an stay@grandlondon.example.',
      ].join('\n'),
    );
    expect(mail!.html).toContain('<div lang="de" dir="ltr">');
    const [noShow] = chargeNoticeEmails(inLanguage('de', { charge: 'NoShow', card: null }));
    expect(noShow!.text).toContain(
      'von Ihrer hinterlegten Karte abgebucht: No-Show-Gebühr, Buchung GL-3MX8RT,',
    );
  });

  it('is Arabic for an Arabic booking, right to left, each filled-in value isolated', () => {
    const [mail] = chargeNoticeEmails(inLanguage('ar'));
    const amount = formatMoneyIn('ar', 1234.5, 'GBP');
    expect(mail!.locale).toBe('ar');
    expect(mail!.subject).toBe(
      `تم خصم ${FSI}${amount}${PDI} مقابل الحجز ${FSI}GL-3MX8RT${PDI} في ${FSI}Grand London Hotel${PDI}`,
    );
    const [dear, , taken] = mail!.text.split('\n');
    expect(dear).toBe(`السيد/السيدة ${FSI}Ada Lovelace${PDI}،`);
    expect(taken).toContain(`مبلغ ${FSI}${amount}${PDI}`);
    expect(taken).toContain(`${FSI}${FSI}Visa${PDI} المنتهية بـ ${FSI}4242${PDI}${PDI}`);
    expect(taken).toContain(`خصم قبل الوصول، الحجز ${FSI}GL-3MX8RT${PDI}`);
    expect(mail!.text).not.toMatch(/Dear|charged|ending/);
    expect(mail!.html).toContain('<div lang="ar" dir="rtl">');
  });

  it('is written in every language the site offers, never in English', () => {
    for (const code of ['fr', 'es', 'it', 'nl', 'pt', 'pl', 'zh-CN']) {
      const [mail] = chargeNoticeEmails(inLanguage(code));
      expect(mail!.locale, code).toBe(code);
      expect(mail!.text, code).not.toMatch(/Dear|has charged|ending|Charge before arrival/);
      expect(mail!.subject, code).not.toMatch(/charged for booking/);
    }
  });
});

describe("the hotel's notice of a charge not taken", () => {
  it("stays in the staff's English whatever the booking's language", () => {
    for (const code of ['en', 'de', 'ar']) {
      const [declined] = chargeNoticeEmails(
        inLanguage(code, { kind: 'Declined', failure: 'card_declined' }),
      );
      expect(declined).toMatchObject({
        kind: 'scheduled-charge-hotel',
        to: 'stay@grandlondon.example',
        subject: 'Charge declined: booking GL-3MX8RT',
        locale: 'en-GB',
      });
      expect(declined!.text).toContain(
        'Charge before arrival, booking GL-3MX8RT: £1,234.50 to Visa ending 4242 for Ada Lovelace.',
      );
      expect(declined!.html).not.toContain('lang=');
      const [waiting] = chargeNoticeEmails(
        inLanguage(code, { kind: 'AwaitingGuest', charge: 'NoShow', failure: null }),
      );
      expect(waiting!.subject).toBe('Charge waiting for the guest: booking GL-3MX8RT');
      expect(waiting!.text).toContain('No-show fee, booking GL-3MX8RT: £1,234.50');
    }
  });

  it('is not written when the hotel has no address', () => {
    const property = { ...notice().property, email: ' ' };
    expect(chargeNoticeEmails(notice({ kind: 'Declined', property }))).toEqual([]);
  });
});
