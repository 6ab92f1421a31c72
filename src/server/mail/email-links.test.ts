import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManageSearchResultSchema } from '../../api/contract/manage-booking.ts';
import { RestaurantListSchema } from '../../api/contract/restaurant.ts';
import { addDays } from '../../domain/shared/clock.ts';
import { runPaymentRequestEmails } from '../areas/pay-by-link/emails.ts';
import { runPreArrivalJob } from '../areas/pre-check-in/pre-arrival.ts';
import { sessionCookieOf } from '../testing/account-kit.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { linkCode } from '../links/link-code.ts';
import type { ReferenceApi } from '../runtime.ts';
import { DEMO_ACCOUNT } from '../seed/index.ts';
import { TODAY } from '../testing/booking-kit.ts';
import { call, postJson, TEST_NOW } from '../testing/fixtures.ts';
import { bookAndOpen, plainReasonId } from '../testing/manage-kit.ts';
import { openTestApi } from '../testing/seeded-api.ts';

// Every email a guest or hotel receives links only to absolute addresses on PUBLIC_ORIGIN: a
// relative link in a mail program goes nowhere.
const ORIGIN = 'https://book.grand-london.example';
const SECRET = 'email-links-secret';
const DEMO_NUMBER = 'GL-7Q4K9P';
const KINDS = [
  'reservation-confirmation',
  'reservation-amended',
  'reservation-cancelled',
  'confirm-email',
  'already-registered',
  'reset-password',
  'change-email',
  'password-changed',
  'contact-us',
  'contact-us-copy',
  'table-booking',
  'pre-check-in-invitation',
  'payment-request',
];

let api: ReferenceApi;
beforeAll(async () => {
  vi.stubEnv('PUBLIC_ORIGIN', ORIGIN);
  api = await openTestApi({ LINK_SECRET: SECRET, RATE_LIMITS: 'off', PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api?.close();
});

const post = (path: string, body: unknown, cookie?: string) =>
  call(api, path, postJson(body, cookie ? { cookie } : {}));

/** Makes the site send one email of every kind. */
async function sendEveryKind(): Promise<void> {
  const dateFrom = addDays(TODAY, 50);
  const booking = await bookAndOpen(api, SECRET, {
    dateFrom,
    dateTo: addDays(dateFrom, 2),
    rooms: [
      { roomType: 'CLDBL', ratePlan: 'FLEX' },
      { roomType: 'SUPTWN', ratePlan: 'FLEX' },
    ],
  });
  const manage = (number: string, path: string, body: object) =>
    post(`/api/ManageBooking/${path}`, {
      PropertyId: 'GRANDLDN',
      ReservationNumber: number,
      Code: linkCode(SECRET, 'manage', number),
      ...body,
    });
  const reasonId = await plainReasonId(api);
  await manage(booking.ReservationNumber, 'Update', {
    Version: booking.Version,
    RoomsToCancel: [
      { ReservationItemId: booking.Items[1]!.ReservationItemId, CancellationReasonId: reasonId },
    ],
  });
  // A demo booking, made before the site had its public address, is cancelled today.
  const demo = v.parse(
    ManageSearchResultSchema,
    (
      await post('/api/ManageBooking/Search', {
        propertyId: 'GRANDLDN',
        reservationNumber: DEMO_NUMBER,
        hash: linkCode(SECRET, 'manage', DEMO_NUMBER),
      })
    ).body,
  ).Reservation!;
  await manage(DEMO_NUMBER, 'Cancel', { Version: demo.Version, CancellationReasonId: reasonId });

  const guest = (email: string) => ({
    LanguageCode: 'en',
    PropertyId: 'GRANDLDN',
    EmailAddress: email,
    Password: 'Sunny-Days-2026',
    Firstname: 'Sam',
    Lastname: 'Rivers',
    MobileNumber: '+44 7700 900456',
  });
  await post('/api/Account/Register', guest('sam.links@example.com'));
  await post('/api/Account/Register', guest(DEMO_ACCOUNT.email));
  await post('/api/Account/RequestPasswordReset', {
    PropertyId: 'GRANDLDN',
    EmailAddress: DEMO_ACCOUNT.email,
  });
  const cookie = sessionCookieOf(
    await post('/api/Account/Authenticate', {
      PropertyId: 'GRANDLDN',
      LanguageCode: 'en',
      EmailAddress: DEMO_ACCOUNT.email,
      Password: DEMO_ACCOUNT.password,
    }),
  );
  await post(
    '/api/Account/Update',
    {
      PropertyId: 'GRANDLDN',
      EmailAddress: 'guest.new@example.com',
      Firstname: 'Demo',
      Lastname: 'Guest',
      Telephone: '+44 20 7946 0000',
      ReceiveBrandOffers: false,
    },
    cookie,
  );
  await post(
    '/api/Account/ChangePassword',
    {
      PropertyId: 'GRANDLDN',
      CurrentPassword: DEMO_ACCOUNT.password,
      NewPassword: 'Next-Password-2026!',
    },
    cookie,
  );
  await post('/api/Contact/Message', {
    PropertyId: 'GRANDLDN',
    Name: 'Robin',
    EmailAddress: 'robin@example.com',
    Telephone: '+44 7700 900777',
    Message: 'Do you have parking?',
  });
  const restaurants = v.parse(
    RestaurantListSchema,
    (await call(api, '/api/RestaurantBooking/Restaurants?propertyId=GRANDLDN')).body,
  );
  let visit = addDays(TODAY, 9);
  while (new Date(`${visit}T12:00:00Z`).getUTCDay() !== 2) visit = addDays(visit, 1);
  await post('/api/RestaurantBooking/Create', {
    PropertyId: 'GRANDLDN',
    RestaurantId: restaurants.find((restaurant) => restaurant.Name === 'The Strand Grill')!.Id,
    VisitDate: visit,
    VisitTime: '19:00',
    PartySize: 2,
    Identifier: 'Ada Lovelace',
    Email: 'ada@example.com',
    ContactNumber: '+44 20 7946 0000',
  });
  await runPreArrivalJob(api.database.db, SECRET, TEST_NOW, ORIGIN);
  await runPaymentRequestEmails(api.database.db, SECRET, TEST_NOW, ORIGIN);
  await api.idle();
}

describe('links in emails', () => {
  it('are absolute and on the public origin in every kind of email, text and HTML alike', async () => {
    await sendEveryKind();
    const emails = await api.database.db.select().from(outboxEmails);
    expect(new Set(emails.map((email) => email.kind))).toEqual(new Set(KINDS));
    const wrong = emails.flatMap((email) => {
      const hrefs = [...(email.htmlBody ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      // In text, anything that looks like a path or an address is a link a mail program may show.
      const texts = [...email.textBody.matchAll(/(?:^|\s)((?:https?:\/\/|\/)[^\s]+)/g)].map(
        (m) => m[1]!,
      );
      return [...hrefs, ...texts]
        .filter((link) => !link.startsWith(`${ORIGIN}/`) && !link.startsWith('mailto:'))
        .map((link) => `${email.kind}: ${link}`);
    });
    expect(wrong).toEqual([]);
  });
});
