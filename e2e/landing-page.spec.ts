import { expect, test } from '@playwright/test';
import { ADA, agreeToTerms, completeRoomSteps, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// Google's hotel price policy — the landing page shows the hotel, room, dates, guests,
// currency and rate the guest clicked, that rate chosen, the final total before personal details,
// and the price does not change afterwards.

/** The README's Hotel Center template with Google's variables filled in. */
function landingUrl(arrive: string, depart: string): string {
  const [inYear, inMonth, inDay] = arrive.split('-');
  const [outYear, outMonth, outDay] = depart.split('-');
  return `/Book/GRANDLDN/Rooms-And-Rates?arrive=${inYear}-${inMonth}-${inDay}&depart=${outYear}-${outMonth}-${outDay}&adults=2&children=0&currency=GBP&lang=en&room=CLDBL&rate=FLEX`;
}

test('a Google free booking link opens with the clicked room and rate chosen and its total, and checkout charges that total @phone', async ({
  page,
}, testInfo) => {
  const offset = testInfo.project.name === 'phone' ? 3 : 0;
  const arrive = isoDaysFromToday(236 + offset);
  const depart = isoDaysFromToday(238 + offset);
  await page.goto(landingUrl(arrive, depart));

  // The server-rendered page shows the choice and the stay's total, before any personal details.
  const chosen = page.locator('[data-chosen-offer]');
  await expect(chosen.getByRole('heading', { name: 'Your selection' })).toBeVisible();
  await expect(chosen).toContainText('Classic Double, Flexible Rate');
  await expect(chosen).toContainText('2 nights, 2 adults');
  const total = (await chosen.locator('.tabular-nums').textContent())!;
  expect(total).toMatch(/^£[\d,]+\.\d{2}$/);
  await expect(page.getByLabel('First name')).toHaveCount(0);

  await waitForHydration(page);
  await chosen.getByRole('button', { name: /^Book this room/ }).click();
  await completeRoomSteps(page);
  await expect(
    page
      .getByRole('region', { name: 'Your booking' })
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::*[1]'),
  ).toHaveText(total);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await expect(
    page
      .getByRole('region', { name: 'Your stay' })
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::*[1]'),
  ).toHaveText(total);
  await fillGuest(page, ADA);
  await fillCard(page, '4242 4242 4242 4242');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(
    page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(total);
});
