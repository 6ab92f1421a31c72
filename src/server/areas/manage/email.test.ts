import { expect, it } from 'vitest';
import type { AmendmentSummary } from '../../../api/contract/manage-booking.ts';
import { formatStayDate } from '../../../i18n/dates.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import { amendmentEmail } from './email.ts';

const summary: AmendmentSummary = {
  Changes: ['Room 1 (Classic Double): dates changed from … to …'],
  Currency: 'GBP',
  OldTotal: 1234.5,
  NewTotal: 1500,
  Difference: 265.5,
  Fee: 0,
  ChargeNow: 265.5,
  Refund: 0,
  AmountPaid: 1500,
  AmountDueLater: 0,
  AmountDueAtHotel: 0,
  PaymentMethod: null,
};

const email = (locale: 'en-GB' | 'de') =>
  amendmentEmail({
    kind: 'Amended',
    reservationNumber: 'GRA-1001',
    bookerName: 'Ada Lovelace',
    propertyName: 'The Grand London',
    telephone: '+44 20 7946 0000',
    email: 'stay@grand.example',
    summary,
    changes: [
      {
        kind: 'dates',
        room: { position: 0, roomTypeName: 'Classic Double' },
        from: { from: '2027-06-10', to: '2027-06-12' },
        to: { from: '2027-06-11', to: '2027-06-14' },
      },
    ],
    link: 'https://book.example/manage',
    locale,
  });

it('writes the changes and the money in the booking’s language', () => {
  const { text, html } = email('de');
  expect(text).toContain(formatStayDateIn('de', '2027-06-10'));
  expect(text).toContain(formatStayDateIn('de', '2027-06-14'));
  expect(text).not.toContain(formatStayDate('2027-06-10'));
  expect(text).toContain(
    new Intl.NumberFormat('de', { style: 'currency', currency: 'GBP' }).format(1234.5),
  );
  expect(html).toContain('lang="de"');
});

it('writes the changes in en-GB as the manage summary does', () => {
  expect(email('en-GB').text).toContain(
    'Room 1 (Classic Double): dates changed from Thursday, 10 Jun 2027 – Saturday, 12 Jun 2027 to Friday, 11 Jun 2027 – Monday, 14 Jun 2027',
  );
});
