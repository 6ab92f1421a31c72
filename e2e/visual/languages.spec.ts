import { expect, test } from '@playwright/test';
import { completeRoomSteps } from '../fixtures/basket.ts';
import { roomsAndRatesUrl } from '../fixtures/booking.ts';
import { openHydrated, waitForHydration } from '../fixtures/hydration.ts';
import { VISUAL_CLOCK, visualDay } from './clock.ts';
import { looksAsApproved } from './pictures.ts';

// Screens in German (long words) and Arabic (right to left), compared with approved baselines.

const arrive = visualDay(30);
const depart = visualDay(32);
const results = roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0');

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.setFixedTime(new Date(VISUAL_CLOCK));
  await context.addCookies([{ name: 'stayfront_consent', value: 'declined', url: baseURL! }]);
});

const PAGES: Array<[string, string]> = [
  ['ar-book', '/ar/Book/GRANDLDN'],
  ['ar-rooms-and-rates', `/ar${results}`],
  ['de-rooms-and-rates', `/de${results}`],
];

for (const [name, path] of PAGES) {
  test(name, async ({ page }) => {
    await openHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', name.slice(0, 2));
    await looksAsApproved(page, name);
  });
}

test('ar-checkout', async ({ page }) => {
  // The basket is chosen in English (the steps' own texts are tested elsewhere), then checked out in
  // Arabic.
  await openHydrated(page, roomsAndRatesUrl('GRANDLDN', visualDay(31), depart, '1-0-0'));
  await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
  await completeRoomSteps(page, undefined, 6);
  await page.goto('/ar/Book/GRANDLDN/Checkout');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'عنوان الشارع', exact: true })).toBeVisible();
  // The basket's names come again in Arabic: checkout asks for them once it is up.
  await expect(page.getByText('غرفة مزدوجة كلاسيكية')).toBeVisible();
  await looksAsApproved(page, 'ar-checkout');
});
