import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../src/i18n/currency.ts';
import { basketTotals } from '../src/stores/basket-view.ts';
import type { Basket } from '../src/stores/basket.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  findSoldOutNight,
  isoDaysFromToday,
  roomsAndRatesUrl,
  storedBasket,
} from './fixtures/booking.ts';
import { holdIslandCode, waitForHydration } from './fixtures/hydration.ts';

const arrive = isoDaysFromToday(40);
const depart = isoDaysFromToday(42);
const grandTax = { currency: 'GBP', vatRate: 20, vatInclusive: true };

/** The page has moved past choosing, and the basket holds that one room type once. */
async function expectOnlyChosen(page: Page, roomTypeName: string) {
  const step = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(step).not.toHaveText(/choose a room/i);
  const basket = (await storedBasket(page)) as Basket;
  expect(basket.items.map((item) => item?.roomTypeName)).toEqual([roomTypeName]);
}

test.describe('Rooms & Rates', () => {
  test('a two-room stay goes through every step to the summary, priced as the rules say @phone', async ({
    page,
  }) => {
    // The whole two-room path with an accessibility check at every step: 28 s in a CI run.
    test.slow();
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-1-0,1-0-0'));
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { name: /Room 1 of 2: choose a room for 2 adults, 1 child/ }),
    ).toBeVisible();
    // A Classic Double sleeps two: it is not offered for three guests.
    await expect(page.getByRole('heading', { name: 'Classic Double', level: 3 })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Select Flexible Rate, Deluxe King' }).click();

    await expect(
      page.getByRole('heading', { name: /Room 2 of 2: choose a room for 1 adult/ }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();

    // Upgrades: room 1 declines, room 2 takes the Deluxe King.
    await expect(page.getByRole('heading', { name: 'Upgrade room 1?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'No thanks, keep the Deluxe King' }).click();
    await expect(page.getByRole('heading', { name: 'Upgrade room 2?' })).toBeVisible();
    await page.getByRole('button', { name: /Upgrade to Deluxe King for .* more/ }).click();

    for (const [room, first, last] of [
      [1, 'Ada', 'Lovelace'],
      [2, 'Charles', 'Babbage'],
    ] as const) {
      await expect(
        page.getByRole('heading', { name: `Who is staying in room ${room}?` }),
      ).toBeVisible();
      await page.getByLabel('First name').fill(first);
      await page.getByLabel('Last name').fill(last);
      const setup = page.getByLabel('How would you like the room set up?');
      if (await setup.count()) await setup.selectOption({ index: 1 });
      if (room === 1) await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    await expect(page.getByRole('heading', { name: 'Extras for room 1' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add one Valet parking' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Extras for room 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    const summary = page.getByRole('region', { name: 'Your booking' });
    await expect(summary.getByRole('heading', { name: 'Room 1: Deluxe King' })).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'Room 2: Deluxe King' })).toBeVisible();
    await expect(summary).toContainText('Valet parking');
    await expect(summary).toContainText('Ada Lovelace');

    // The total a guest sees is the domain's calculation over the basket the browser holds.
    const basket = (await storedBasket(page)) as Basket;
    const totals = basketTotals(basket.items, grandTax, isoDaysFromToday(0));
    await expect(summary.getByText('Total', { exact: true }).locator('..')).toContainText(
      formatMoney(totals.total, 'GBP'),
    );
    expect(totals.total).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // The basket survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Room 2: Deluxe King' })).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/Book\/GRANDLDN\/Checkout$/);
  });

  test('removing the only room empties the basket and offers to choose again', async ({ page }) => {
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '1-0-0'));
    await waitForHydration(page);
    await page
      .getByRole('button', { name: 'Select Non-refundable — save 15%, Junior Suite' })
      .click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    const setup = page.getByLabel('How would you like the room set up?');
    if (await setup.count()) await setup.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Remove room 1' }).click();
    await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose rooms again' }).click();
    await expect(page.getByRole('heading', { name: /^Choose a room for 1 adult/ })).toBeVisible();
  });

  test('a rate tapped while the page is still loading is taken once it wakes, without a second tap @phone', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, /Rooms-And-Rates/);
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), { waitUntil: 'commit' });
    // Astro's small island runtime is in place (a phone keeps it); the rooms' own code is held.
    await page.waitForFunction(() => customElements.get('astro-island') !== undefined);
    await page.getByRole('button', { name: 'Select Flexible Rate, Deluxe King' }).click();
    await release();
    await expectOnlyChosen(page, 'Deluxe King');
  });

  test('a rate tapped before any of the page\u2019s scripts has arrived is taken once they do @phone', async ({
    page,
  }) => {
    // A phone's first visit: not even Astro's small island runtime is there yet.
    const release = await holdIslandCode(page, /Rooms-And-Rates/, { runtime: true });
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Select Flexible Rate, Deluxe King' }).click();
    expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
    await release();
    await expectOnlyChosen(page, 'Deluxe King');
  });

  test('a rate can be chosen with the keyboard alone', async ({ page }) => {
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'));
    await waitForHydration(page);
    const select = page.getByRole('button', { name: /^Select / }).first();
    await expect(select).toBeVisible();
    for (let i = 0; i < 200 && !(await select.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await page.keyboard.press('Enter');
    const step = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(step).toBeFocused();
    await expect(step).not.toHaveText(/choose a room/);
  });

  test('the rate info dialog explains cancellation and payment', async ({ page }) => {
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'));
    await waitForHydration(page);
    await page
      .getByRole('button', { name: 'Rate details: Non-refundable — save 15%, Classic Double' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Non-refundable — save 15%' });
    await expect(dialog).toContainText('The full amount is charged when you book.');
    await expect(dialog).toContainText('Non-refundable');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(
      page.getByRole('button', { name: 'Rate details: Non-refundable — save 15%, Classic Double' }),
    ).toBeFocused();
    await expect(dialog).toBeHidden();
  });

  test('an invalid promo code says so and still shows the normal rates', async ({ page }) => {
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0', '&promo=NOPE'));
    await expect(page.getByRole('alert').filter({ hasText: 'Code invalid' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }),
    ).toBeVisible();
  });

  test('without dates the guest is sent back to the search with the reason', async ({ page }) => {
    await page.goto('/Book/GRANDLDN/Rooms-And-Rates?rooms=2-0-0');
    await expect(page).toHaveURL(/\/Book\/GRANDLDN\?.*reason=dates/);
  });

  test('sold-out dates show the spec message and alternative stays that work in one click', async ({
    page,
    request,
  }) => {
    const night = await findSoldOutNight(request, 'SEASIDECPT');
    const next = new Date(`${night}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await page.goto(
      roomsAndRatesUrl('SEASIDECPT', night, next.toISOString().slice(0, 10), '2-0-0'),
    );
    await expect(
      page.getByRole('alert').filter({
        hasText:
          /No rooms available on selected dates|This hotel is unavailable on your selected dates/,
      }),
    ).toBeVisible();
    const alternatives = page
      .getByRole('region', { name: 'Other dates with availability' })
      .getByRole('link');
    await expect(alternatives.first()).toBeVisible();
    expect(await alternatives.count()).toBeLessThanOrEqual(10);
    await expectNoAxeViolations(page);
    const firstAlternative = await alternatives.first().getAttribute('href');
    await alternatives.first().click();
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();

    // The calendar changes the dates in place, keeping the rest of the search.
    await page.goBack();
    const retry = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Try other dates' }) });
    const wanted = new URL(firstAlternative ?? '', 'http://x').searchParams;
    await retry.getByLabel('Arrival').fill(wanted.get('arrive') ?? '');
    await retry.getByLabel('Departure').fill(wanted.get('depart') ?? '');
    await retry.getByRole('button', { name: 'Search these dates' }).click();
    await expect(page).toHaveURL(new RegExp(`arrive=${wanted.get('arrive')}`));
    expect(new URL(page.url()).searchParams.get('rooms')).toBe('2-0-0');
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
  });

  test('prices can be shown in another currency; payment stays in the hotel’s', async ({
    page,
  }) => {
    await page.goto(
      roomsAndRatesUrl('SEASIDECPT', isoDaysFromToday(100), isoDaysFromToday(104), '2-0-0'),
    );
    await waitForHydration(page);
    const firstPrice = page
      .getByRole('article')
      .first()
      .getByText(/^from$/)
      .locator('..');
    await expect(firstPrice).toContainText('R');
    await page.getByLabel('Show prices in').selectOption('EUR');
    await expect(firstPrice).toContainText('€');
    await expect(page.getByText('You will be charged in ZAR.')).toBeVisible();
    // The choice follows the guest to the next page view.
    await page.reload();
    await waitForHydration(page);
    await expect(firstPrice).toContainText('€');
    await page.getByLabel('Show prices in').selectOption('ZAR');
    await expect(page.getByText('You will be charged in ZAR.')).toBeHidden();
  });
});

test.describe('Rooms & Rates without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a deep link from a hotel website lists rooms, prices and offers in the HTML', async ({
    page,
  }) => {
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'));
    await expect(page.getByRole('heading', { name: 'Classic Double', level: 3 })).toBeVisible();
    await expect(page.getByText(/^from$/).first()).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(jsonLd ?? '{}') as {
      '@graph': Array<{
        '@type': string[];
        name: string;
        offers: Array<{ price: string; priceCurrency: string }>;
      }>;
    };
    const classic = data['@graph'].find((room) => room.name === 'Classic Double');
    expect(classic?.['@type']).toEqual(['HotelRoom', 'Product']);
    expect(classic?.offers.length).toBeGreaterThan(0);
    // The offer prices are the ones printed on the page.
    for (const offer of classic?.offers ?? []) {
      await expect(
        page.getByText(formatMoney(Number(offer.price), offer.priceCurrency)).first(),
      ).toBeVisible();
    }
  });
});
