import { expect, test } from '@playwright/test';
import { PROPERTY } from './fixtures/account-pages.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { islandProps } from './fixtures/island-props.ts';

// Many guests searching at the same moment: every results page's island is drawn for its own
// guest's stay, however many pages the server renders at once.
const AT_ONCE = 100;

test(`${AT_ONCE} results pages asked for at once each carry their own stay`, async ({
  request,
}) => {
  const stays = Array.from({ length: AT_ONCE }, (_, n) => ({
    arrive: isoDaysFromToday(30 + n),
    depart: isoDaysFromToday(31 + n + (n % 3)),
    adults: 1 + (n % 2),
  }));
  const answers = await Promise.all(
    stays.map(async ({ arrive, depart, adults }) => {
      const response = await request.get(
        roomsAndRatesUrl(PROPERTY, arrive, depart, `${adults}-0-0`),
      );
      return { status: response.status(), html: await response.text() };
    }),
  );
  answers.forEach(({ status, html }, n) => {
    const { arrive, depart, adults } = stays[n]!;
    expect(status, `${arrive} to ${depart}`).toBe(200);
    expect(islandProps(html, 'RoomsAndRates')['search']).toMatchObject({
      arrive,
      depart,
      rooms: [{ adults, children: 0, infants: 0 }],
    });
  });
});
