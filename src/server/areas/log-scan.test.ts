import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/shared/clock.ts';
import { TEST_CARDS } from '../gateway/test-cards.ts';
import { openReferenceApi, type ReferenceApi } from '../runtime.ts';
import { bookingRequest, TODAY } from '../testing/booking-kit.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../testing/fixtures.ts';
import { captureConsole } from '../testing/console-capture.ts';

// Logs carry no personal data at all: after a day of ordinary and failing calls, nothing a guest
// typed or was given (names, emails, phones, card numbers, tokens, link codes) is in the server's output.
const logged = captureConsole();
let api: ReferenceApi;
beforeAll(async () => {
  api = await openReferenceApi({
    env: { DATA_DIR: 'memory://' },
    now: () => TEST_NOW,
    passwordCost: CHEAP_SCRYPT,
  });
});
afterAll(async () => {
  await api?.close();
});

const GUEST = {
  first: 'Philippa',
  last: 'Quartermaine',
  email: 'philippa.quartermaine@example.com',
  phone: '+44 7700 900777',
};

describe('the server log', () => {
  it('holds no email, name, phone, card number or token after bookings, registrations and failed calls', async () => {
    const secrets: string[] = [
      GUEST.first,
      GUEST.last,
      GUEST.email,
      GUEST.phone.replace(/\s/g, ''),
      '7700900777',
    ];
    const json = (path: string, body: unknown) =>
      call(api, path, postJson(body, { 'x-stayfront-client-address': '198.51.100.44' }));

    await json('/api/Account/Register', {
      PropertyId: 'GRANDLDN',
      EmailAddress: GUEST.email,
      Password: 'Quiet-Harbour-2026!',
      Firstname: GUEST.first,
      Lastname: GUEST.last,
      MobileNumber: GUEST.phone,
    });
    await json('/api/Account/Authenticate', {
      PropertyId: 'GRANDLDN',
      EmailAddress: GUEST.email,
      Password: 'wrong-password',
    });
    await json('/api/Account/RequestPasswordReset', {
      PropertyId: 'GRANDLDN',
      EmailAddress: GUEST.email,
    });
    await json('/api/Account/Register', {
      PropertyId: 'GRANDLDN',
      EmailAddress: `${GUEST.email}\u0000`,
      Password: 'x',
      Firstname: `${GUEST.first}\u0000`,
      Lastname: GUEST.last,
    });

    let day = 44;
    for (const card of [TEST_CARDS.approve, TEST_CARDS.decline, TEST_CARDS.challenge]) {
      const body = await bookingRequest(api, {
        dateFrom: addDays(TODAY, day),
        dateTo: addDays(TODAY, ++day),
        rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
        cardNumber: card,
      });
      const booker = {
        ...body.Booker,
        FirstName: GUEST.first,
        LastName: GUEST.last,
        Email: GUEST.email,
        Phone: GUEST.phone,
      };
      const answer = await json('/api/Reservation/Create', { ...body, Booker: booker });
      secrets.push(card);
      const token = (answer.body as { ConfirmationToken?: string }).ConfirmationToken;
      if (token) {
        secrets.push(token);
        await call(
          api,
          `/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=${token}`,
        );
        await call(api, `/api/Reservation/Status?propertyId=GRANDLDN&referenceNumber=${token}%00`);
      }
      // A price that no longer matches: refused, with the guest's details in the body.
      await json('/api/Reservation/Create', {
        ...body,
        Booker: booker,
        PaymentAmount: body.PaymentAmount + 50,
      });
    }
    await api.idle();

    expect(
      logged.length,
      'the server said something (start-up at least), so the scan reads real output',
    ).toBeGreaterThan(0);
    const output = logged.join('\n');
    for (const secret of secrets)
      expect(output, `the log mentions ${secret}`).not.toContain(secret);
    expect(output.replace(/[\s-]/g, '')).not.toMatch(
      /4242424242424242|4000000000000002|4000000000003220/,
    );
  });
});
