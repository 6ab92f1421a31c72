import { expect, test, type Page } from '@playwright/test';
import { followEmailLink, loginThroughApi } from '../fixtures/account-pages.ts';
import { completeRoomSteps } from '../fixtures/basket.ts';
import { roomsAndRatesUrl } from '../fixtures/booking.ts';
import { openHydrated, waitForHydration } from '../fixtures/hydration.ts';
import { emailedLinkCode } from '../fixtures/link-codes.ts';
import { manageLink } from '../fixtures/manage.ts';
import { VISUAL_CLOCK, visualDay } from './clock.ts';
import { looksAsApproved } from './pictures.ts';

// The states inside each flow — steps, previews, dialogs and the ends of a link's life — compared
// with approved baselines, as in screens.spec.ts. Nothing here is confirmed: the demo data the
// other screenshots show stays as seeded.

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.setFixedTime(new Date(VISUAL_CLOCK));
  await context.addCookies([{ name: 'stayfront_consent', value: 'declined', url: baseURL! }]);
});

const stepHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).first();

for (const width of [1024, 1920]) {
  test(`rooms and rates at ${width} px`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'visual-desktop', 'a laptop width');
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, roomsAndRatesUrl('GRANDLDN', visualDay(30), visualDay(32), '2-0-0'));
    await expect(page).toHaveScreenshot(`rooms-and-rates-${width}.png`);
  });
}

test('menu and its dialogs', async ({ page }, testInfo) => {
  await openHydrated(page, '/Book/GRANDLDN');
  if (testInfo.project.name === 'visual-phone') {
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(page).toHaveScreenshot('menu-open.png');
  }
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveScreenshot('login-dialog.png');
  await page.keyboard.press('Escape');
  if (testInfo.project.name === 'visual-phone')
    await page.locator('summary', { hasText: 'Menu' }).click();
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveScreenshot('contact-dialog.png');
});

test('manage booking: each step before it is confirmed', async ({ page }) => {
  await openHydrated(page, manageLink('GL-3MX8RT'));
  await page.getByRole('button', { name: 'Change dates' }).click();
  await expect(stepHeading(page)).toHaveText('Change dates');
  await page.getByLabel('New departure').fill(visualDay(49));
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByRole('button', { name: 'Review the change' })).toBeVisible();
  await looksAsApproved(page, 'manage-change-dates');
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(stepHeading(page)).toHaveText('Check your changes');
  await looksAsApproved(page, 'manage-change-dates-preview');

  await openHydrated(page, manageLink('GL-3MX8RT'));
  await page.getByRole('button', { name: 'Cancel room 2' }).click();
  await expect(stepHeading(page)).toHaveText(/^Cancel room 2/);
  await page.getByLabel('Reason for cancelling').selectOption({ label: 'Change of travel plans' });
  await page.getByRole('button', { name: 'Review the cancellation' }).click();
  await expect(stepHeading(page)).toHaveText('Check your changes');
  await looksAsApproved(page, 'manage-cancel-room-preview');

  await openHydrated(page, manageLink('GL-3MX8RT'));
  await page.getByRole('button', { name: 'Manage extras' }).first().click();
  await expect(stepHeading(page)).toHaveText(/extras/i);
  await looksAsApproved(page, 'manage-extras');

  await openHydrated(page, manageLink('GL-3MX8RT'));
  await page.getByRole('button', { name: 'Upgrade room' }).first().click();
  await expect(stepHeading(page)).toHaveText(/upgrade/i);
  await looksAsApproved(page, 'manage-upgrade');

  await openHydrated(page, manageLink('GL-3MX8RT'));
  await page.getByRole('button', { name: 'Edit guests' }).first().click();
  await expect(stepHeading(page)).toHaveText(/guests/i);
  await looksAsApproved(page, 'manage-guests');
});

test('pre-check-in: the booker step', async ({ page }) => {
  await openHydrated(
    page,
    `/PreCheckIn/GRANDLDN/GL-9PCK3W/${emailedLinkCode('pre-check-in', 'GL-9PCK3W')}`,
  );
  await page.getByRole('button', { name: 'Start pre-check-in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booker details');
  await looksAsApproved(page, 'pre-check-in-booker');
});

test('pay by link: every state of a link', async ({ page }) => {
  for (const [invoice, name] of [
    ['INV-24018', 'pay-by-link-paid'],
    ['INV-24003', 'pay-by-link-expired'],
    ['INV-24019', 'pay-by-link-nothing-to-pay'],
    ['CARD-3MX8RT', 'pay-by-link-store-card'],
    ['INV-LB-3001', 'pay-by-link-paystack'],
  ] as const) {
    await followEmailLink(page, 'guest@example.com', new RegExp(invoice));
    await waitForHydration(page);
    await looksAsApproved(page, name);
  }
  const url = new URL(page.url());
  await page.goto(url.pathname.replace('INV-LB-3001', 'INV-LB-3099') + url.search);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link does not work' }),
  ).toBeVisible();
  await looksAsApproved(page, 'pay-by-link-invalid');
});

test('restaurant: times for a party', async ({ page }) => {
  await openHydrated(page, '/Restaurant/GRANDLDN');
  await page.getByLabel('Date').fill(visualDay(5));
  await page.getByLabel('Party size').selectOption({ label: '2 guests' });
  await expect(page.getByRole('radio', { name: /^19:00/ })).toBeVisible();
  await page.getByLabel('Date').blur();
  await looksAsApproved(page, 'restaurant-times');
});

test('manage account', async ({ page }) => {
  await loginThroughApi(page);
  await openHydrated(page, '/ManageAccount/GRANDLDN');
  await looksAsApproved(page, 'manage-account');
});

test('rooms and rates: an extra at its limit says why', async ({ page }) => {
  await openHydrated(page, roomsAndRatesUrl('GRANDLDN', visualDay(30), visualDay(32), '2-0-0'));
  await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
  await completeRoomSteps(page, undefined, 4, 'Extras for room');
  await page.getByRole('button', { name: 'Add one Full English breakfast' }).click();
  // Charged per night and guest: one covers the stay, and the + says so.
  await expect(
    page.getByRole('button', { name: 'Add one Full English breakfast' }),
  ).toHaveAccessibleDescription('Added for the whole stay');
  await looksAsApproved(page, 'rooms-step-extras-at-limit');
});
