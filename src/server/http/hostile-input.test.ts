import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceApi } from '../runtime.ts';
import { call, postJson, TEST_SEED_DAY } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { addDays } from '../../domain/shared/clock.ts';
import { controlCharacterFields } from './validation.ts';

// The attack run's reproductions: each answered 500 and printed the SQL parameters (names, emails,
// tokens) to the log. Now each is a 400 with a message on the field, and nothing reaches the database.
let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api?.close();
});

const stay = { DateFrom: addDays(TEST_SEED_DAY, 30), DateTo: addDays(TEST_SEED_DAY, 32) };
const room = { NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 };

describe('hostile input', () => {
  it.each([
    [
      'a NUL in a promo code',
      '/api/Availability/Search',
      { PropertyId: 'GRANDLDN', ...stay, Rooms: [room], PromoCode: 'WINTER\u000010' },
      'PromoCode',
    ],
    [
      'a NUL in a name at registration',
      '/api/Account/Register',
      {
        PropertyId: 'GRANDLDN',
        EmailAddress: 'nul@example.com',
        Password: 'Sunny-Days-2026!',
        Firstname: 'Ada\u0000',
        Lastname: 'L',
      },
      'Firstname',
    ],
    [
      'a control character deep in a booking',
      '/api/Reservation/CheckVoucherCode',
      {
        PropertyId: 'GRANDLDN',
        VoucherCode: 'GIFT',
        Rooms: [
          {
            ...stay,
            RoomTypeId: 1,
            RatePlanId: 1,
            ...room,
            LeadGuest: { FirstName: 'A\u0007', LastName: 'B' },
            Services: [],
            TotalCost: 1,
          },
        ],
      },
      'Rooms[0].LeadGuest.FirstName',
    ],
    [
      'an id beyond a database integer',
      '/api/Account/RemoveCreditCard',
      { PropertyId: 'GRANDLDN', CreditCardId: 1e308 },
      'CreditCardId',
    ],
  ])('%s → 400 on the field', async (_case, path, body, field) => {
    const answer = await call(api, path, postJson(body));
    expect(answer.status).toBe(400);
    expect(
      (answer.body as { ModelState: Record<string, string[]> }).ModelState[field]?.length,
    ).toBeGreaterThan(0);
  });

  it.each([
    [
      '/api/Service/Get?propertyId=GRANDLDN&roomTypeId=4294967297&ratePlanId=1&dateOfArrival=2026-02-14&dateOfDeparture=2026-02-16',
      'roomTypeId',
    ],
    ['/api/Company/SearchCompanies?propertyId=GRANDLDN&query=Ac%00me', 'query'],
  ])('GET %s → 400 on %s', async (path, field) => {
    const answer = await call(api, path);
    expect(answer.status).toBe(400);
    expect(
      (answer.body as { ModelState: Record<string, string[]> }).ModelState[field]?.length,
    ).toBeGreaterThan(0);
  });

  it('keeps personal answers out of every cache (Cache-Control: no-store)', async () => {
    for (const path of [
      '/api/Account',
      '/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=AAAAAAAAAAAAAAAA',
      '/api/Property/GRANDLDN',
    ]) {
      expect((await call(api, path)).headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('controlCharacterFields', () => {
  it.each([
    [{ a: 'fine', b: 'tab\tand\nnewline' }, []],
    [{ a: 'x\u0000' }, ['a']],
    [{ list: ['ok', 'bad\u001b'] }, ['list[1]']],
    [{ ['key\u0000']: 1 }, ['key\u0000']],
    ['\u007f', ['']],
  ])('%j → %j', (input, fields) => {
    expect(controlCharacterFields(input)).toEqual(fields);
  });
});
