import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { holdIslandCode } from './fixtures/hydration.ts';
import {
  addDays,
  calendarRows,
  firstOpenStay,
  gbp,
  hotelInstant,
  openEnhancedSearch,
  openSearch,
  propertyFacts,
  PROPERTY,
  room,
  stayDateWords,
  tabTo,
} from './fixtures/search-page.ts';

const RESULTS = `/Book/${PROPERTY}/Rooms-And-Rates`;
const resultsUrl = (params: Record<string, string>) =>
  new RegExp(
    `${RESULTS}\\?${new URLSearchParams(params).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  );

test.describe('Book your stay', () => {
  test('searches from the form: dates and guests land in the Rooms & Rates URL @phone', async ({
    page,
  }) => {
    const { today } = await propertyFacts(page);
    const arrive = addDays(today, 14);
    const depart = addDays(today, 17);
    await openEnhancedSearch(page);
    await page.getByLabel('Arrival').fill(arrive);
    await page.getByLabel('Departure').fill(depart);
    await expect(page.getByText('3 nights')).toBeVisible();
    await page.getByRole('button', { name: 'Add adult to room 1' }).click();
    await expect(room(page, 1).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(resultsUrl({ arrive, depart, rooms: '3-0-0' }));
  });

  test('what a guest types while the page is still loading is kept once it wakes up @phone', async ({
    page,
  }) => {
    const { today } = await propertyFacts(page);
    const arrive = addDays(today, 21);
    const depart = addDays(today, 24);
    const release = await holdIslandCode(page, /\/Book\//);
    await openSearch(page, '', 'commit');
    await page.getByLabel('Arrival').fill(arrive);
    await page.getByLabel('Departure').fill(depart);
    await room(page, 1).getByRole('spinbutton', { name: 'Adults' }).fill('3');
    await release();
    // The first change after waking draws the form again: what was typed must survive it.
    await page.getByRole('button', { name: 'Add child to room 1' }).click();
    await expect(page.getByLabel('Arrival')).toHaveValue(arrive);
    await expect(page.getByLabel('Departure')).toHaveValue(depart);
    await expect(page.getByText('3 nights')).toBeVisible();
    await expect(room(page, 1).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(resultsUrl({ arrive, depart, rooms: '3-1-0' }));
  });

  test('searches two rooms with a child in the first @phone', async ({ page }) => {
    const { today } = await propertyFacts(page);
    const arrive = addDays(today, 30);
    const depart = addDays(today, 32);
    await openEnhancedSearch(page, `?arrive=${arrive}&depart=${depart}`);
    await page.getByRole('button', { name: 'Add room' }).click();
    await expect(room(page, 2)).toBeVisible();
    await page.getByRole('button', { name: 'Add child to room 1' }).click();
    await page.getByRole('button', { name: 'Remove adult from room 2' }).click();
    await expect(room(page, 2).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(resultsUrl({ arrive, depart, rooms: '2-1-0,1-0-0' }));
  });

  test('the calendar shows each day’s lowest price, disables past days and picks a stay @phone', async ({
    page,
  }) => {
    const { today } = await propertyFacts(page);
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });

    await openEnhancedSearch(page);
    await page.getByRole('button', { name: 'Choose dates' }).click();
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    if (today.slice(8) !== '01') {
      // The day before today is in the month shown, and cannot be chosen.
      const yesterday = calendar.getByRole('button', {
        name: new RegExp(`^${stayDateWords(addDays(today, -1))}`),
      });
      await expect(yesterday).toBeDisabled();
      await expect(yesterday).toHaveAccessibleName(/not available$/);
    }

    const rows = await calendarRows(page, today, addDays(today, 40));
    const { arrive, depart } = firstOpenStay(rows, addDays(today, 3), 2);
    const lowest = Math.min(
      ...(rows.find((row) => row.DateOfStay === arrive)?.Rates.map((r) => r.MinimumRate) ?? []),
    );
    await openEnhancedSearch(page, `?arrive=${arrive}`);
    await page.getByRole('button', { name: 'Choose dates' }).click();
    const arrival = calendar.getByRole('button', {
      name: new RegExp(
        `^${stayDateWords(arrive)}, arrival, from ${gbp(lowest).replace('.', '\\.')}`,
      ),
    });
    await expect(arrival).toBeVisible();
    await arrival.click();
    await expect(
      calendar.getByText(`Arriving ${stayDateWords(arrive)}. Now choose your departure date`),
    ).toBeVisible();
    if (depart.slice(0, 7) !== arrive.slice(0, 7))
      await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: new RegExp(`^${stayDateWords(depart)}`) }).click();
    await expect(calendar).toBeHidden();
    await expect(page.getByLabel('Arrival')).toHaveValue(arrive);
    await expect(page.getByLabel('Departure')).toHaveValue(depart);
    await expect(
      page.getByText(`${stayDateWords(arrive)} to ${stayDateWords(depart)}, 2 nights`),
    ).toBeVisible();
  });

  test('an unknown promo code says "Code invalid"; WINTER10 is applied @phone', async ({
    page,
  }) => {
    await openEnhancedSearch(page);
    const field = page.getByRole('textbox', { name: /Promo code/ });
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Add promo code' }).click();
    await expect(page.getByText('Code invalid')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Code invalid');
    await expect(field).toBeFocused();

    await field.fill('winter10');
    await page.getByRole('button', { name: 'Add promo code' }).click();
    await expect(page.getByText('Promo code WINTER10 applied')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove promo code WINTER10' })).toBeFocused();
    await page.getByRole('button', { name: 'Remove promo code WINTER10' }).click();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
  });

  test('after the same-day cut-off an arrival today is refused with the hotel’s message @phone', async ({
    page,
  }) => {
    const { property, config, today } = await propertyFacts(page);
    const rule = config.SameDayBookingRestriction;
    test.skip(!rule.Enabled, 'the demo hotel has no same-day cut-off');
    // The browser's clock stands exactly at the cut-off, hotel time, today.
    await page.clock.setFixedTime(hotelInstant(today, rule.Hour, rule.Minute, property.TimeZone));
    await openEnhancedSearch(page, `?arrive=${today}&depart=${addDays(today, 1)}`);
    const message = rule.Message ?? 'No same day bookings available';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    const search = page.getByRole('button', { name: 'Search' });
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await expect(search).toHaveAccessibleDescription(message);
    // A mouse could not press it (aria-disabled); Enter still reaches the form, which refuses.
    await search.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/Book/${PROPERTY}\\?arrive=`));

    // Tomorrow is not affected.
    await page.getByLabel('Arrival').fill(addDays(today, 1));
    await page.getByLabel('Departure').fill(addDays(today, 2));
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeHidden();
    await expect(search).not.toHaveAttribute('aria-disabled');
  });

  test('keyboard only: dates through the calendar, a guest more, Enter searches @phone', async ({
    page,
  }) => {
    const { today } = await propertyFacts(page);
    const rows = await calendarRows(page, today, addDays(today, 40));
    const { arrive, depart } = firstOpenStay(rows, addDays(today, 7), 2);
    await openEnhancedSearch(page);

    const chooseDates = page.getByRole('button', { name: 'Choose dates' });
    await tabTo(page, chooseDates);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
    await expect(calendar).toBeVisible();
    await expect(
      calendar.getByRole('button', { name: new RegExp(`^${stayDateWords(today)}, today`) }),
    ).toBeFocused();

    // Escape closes and hands focus back.
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(chooseDates).toBeFocused();
    await page.keyboard.press('Enter');

    const days = (from: string, to: string) =>
      Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    const toArrival = days(today, arrive);
    for (let i = 0; i < Math.floor(toArrival / 7); i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < toArrival % 7; i++) await page.keyboard.press('ArrowRight');
    await expect(
      calendar.getByRole('button', { name: new RegExp(`^${stayDateWords(arrive)}`) }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    for (let i = 0; i < days(arrive, depart); i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(calendar).toBeHidden();
    await expect(chooseDates).toBeFocused();
    await expect(page.getByLabel('Arrival')).toHaveValue(arrive);
    await expect(page.getByLabel('Departure')).toHaveValue(depart);

    const addChild = page.getByRole('button', { name: 'Add child to room 1' });
    await tabTo(page, addChild);
    await page.keyboard.press('Enter');
    await expect(room(page, 1).getByRole('spinbutton', { name: /Children/ })).toHaveValue('1');
    await tabTo(page, page.getByRole('button', { name: 'Search' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(resultsUrl({ arrive, depart, rooms: '2-1-0' }));
  });

  test('a deep link from a hotel website fills the form in @phone', async ({ page }) => {
    const { today } = await propertyFacts(page);
    const arrive = addDays(today, 20);
    const depart = addDays(today, 23);
    await openEnhancedSearch(
      page,
      `?arrive=${arrive}&depart=${depart}&rooms=2-1-0,1-0-0&promo=WINTER10`,
    );
    await expect(page.getByLabel('Arrival')).toHaveValue(arrive);
    await expect(page.getByLabel('Departure')).toHaveValue(depart);
    await expect(page.getByText('3 nights')).toBeVisible();
    await expect(room(page, 1).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
    await expect(room(page, 1).getByRole('spinbutton', { name: /Children/ })).toHaveValue('1');
    await expect(room(page, 2).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1');
    await expect(page.getByText('Promo code WINTER10 applied')).toBeVisible();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      resultsUrl({ arrive, depart, rooms: '2-1-0,1-0-0', promo: 'WINTER10' }),
    );
  });

  test('coming back to the search page restores the last search', async ({ page }) => {
    const { today } = await propertyFacts(page);
    const arrive = addDays(today, 40);
    const depart = addDays(today, 41);
    await openEnhancedSearch(page, `?arrive=${arrive}&depart=${depart}&rooms=1-0-0,2-0-0`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(RESULTS));
    await openEnhancedSearch(page);
    await expect(page.getByLabel('Arrival')).toHaveValue(arrive);
    await expect(room(page, 2).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  });

  test('shows why Rooms & Rates sent the guest back @phone', async ({ page }) => {
    const { today, config, property } = await propertyFacts(page);
    const notice = page.getByRole('region', { name: 'Book your stay' }).getByRole('alert');
    await openSearch(page, `?arrive=${addDays(today, 5)}&depart=${addDays(today, 5)}&reason=order`);
    await expect(notice).toHaveText(
      'The departure date must be after the arrival date. Please choose new dates.',
    );
    await openSearch(page, '?rooms=1-0-0,1-0-0,1-0-0,1-0-0,1-0-0&reason=maxRooms');
    const max = Math.min(config.MaxNumberOfRoomsOnBooking, property.MaxNumberOfRoomsOnBooking);
    await expect(notice).toContainText(`up to ${max} rooms`);
  });

  test('checks the search before sending it', async ({ page }) => {
    await openEnhancedSearch(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Choose an arrival date')).toBeVisible();
    await expect(page.getByText('Choose a departure date')).toBeVisible();
    await expect(page.getByLabel('Arrival')).toBeFocused();
    await expect(page.getByLabel('Arrival')).toHaveAccessibleDescription('Choose an arrival date');
    await expect(page).toHaveURL(new RegExp(`/Book/${PROPERTY}$`));
  });

  test('after the last room the hotel can take online, says how to book more', async ({ page }) => {
    const { property, config } = await propertyFacts(page);
    const max = Math.min(config.MaxNumberOfRoomsOnBooking, property.MaxNumberOfRoomsOnBooking);
    await openEnhancedSearch(page);
    const addRoom = page.getByRole('button', { name: 'Add room' });
    for (let rooms = 1; rooms < max; rooms++) await addRoom.click();
    await expect(room(page, max)).toBeVisible();
    await expect(addRoom).toHaveAttribute('aria-disabled', 'true');
    const notice = page.getByText(`You can book up to ${max} rooms online`);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: property.Telephone })).toHaveAttribute(
      'href',
      `tel:${property.Telephone.replace(/\s+/g, '')}`,
    );
    await expect(notice.getByRole('link', { name: property.Email })).toHaveAttribute(
      'href',
      `mailto:${property.Email}`,
    );
    await addRoom.press('Enter');
    await expect(room(page, max + 1)).toHaveCount(0);
  });

  test('has no accessibility violations, calendar closed and open @phone', async ({ page }) => {
    const { today } = await propertyFacts(page);
    await openEnhancedSearch(
      page,
      `?arrive=${addDays(today, 10)}&depart=${addDays(today, 12)}&rooms=2-1-0,1-0-0&promo=WINTER10`,
    );
    await expect(page.getByText('Promo code WINTER10 applied')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Choose dates' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Choose your dates' }).getByText('£').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Book your stay without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form sends dates, guests and code to Rooms & Rates @phone', async ({ page }) => {
    const { today } = await propertyFacts(page);
    const arrive = addDays(today, 9);
    const depart = addDays(today, 11);
    await openSearch(page);
    await expect(page.getByRole('button', { name: 'Choose dates' })).toBeDisabled();
    await page.getByLabel('Arrival').fill(arrive);
    await page.getByLabel('Departure').fill(depart);
    await room(page, 1).getByRole('spinbutton', { name: 'Adults' }).fill('1');
    await room(page, 1)
      .getByRole('spinbutton', { name: /Children/ })
      .fill('2');
    await page.getByRole('textbox', { name: /Promo code/ }).fill('WINTER10');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`${RESULTS}\\?`));
    const sent = new URL(page.url()).searchParams;
    expect(
      Object.fromEntries(
        ['arrive', 'depart', 'adults', 'children', 'infants', 'promo'].map((k) => [k, sent.get(k)]),
      ),
    ).toEqual({
      arrive,
      depart,
      adults: '1',
      children: '2',
      infants: '0',
      promo: 'WINTER10',
    });
  });
});
