import { expect, it } from 'vitest';
import { preArrivalEmail } from './pre-arrival.ts';

const input = {
  propertyName: 'The Grand London',
  telephone: '+44 20 7946 0000',
  email: 'stay@grand.example',
  reservationNumber: 'GL-7Q4K9P',
  bookerFirstName: 'Ada',
  dateFrom: '2026-12-07',
  link: 'https://book.example/PreCheckIn/GRANDLDN/GL-7Q4K9P/abc',
};

it('keeps the en-GB texts by default', () => {
  const email = preArrivalEmail(input);
  expect(email.subject).toBe('Pre-check-in for your stay at The Grand London (GL-7Q4K9P)');
  expect(email.text.split('\n')).toEqual([
    'Dear Ada,',
    '',
    'Your stay at The Grand London begins on Monday, 7 Dec 2026 (reservation GL-7Q4K9P).',
    'Save time at the front desk: give us your guests\u2019 details before you arrive.',
    '',
    `Pre-check-in: ${input.link}`,
    '',
    'Questions? Call us on +44 20 7946 0000 or email stay@grand.example.',
  ]);
});

it('writes the arrival date in the booking’s language', () => {
  expect(preArrivalEmail({ ...input, locale: 'de' }).text).toContain('Montag, 7. Dez. 2026');
});
