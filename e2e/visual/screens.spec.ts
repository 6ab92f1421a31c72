import { expect, test } from '@playwright/test';
import { confirmation } from '../../src/site/booking-urls.ts';
import { demoConfirmationToken } from '../../src/server/seed/demo-token.ts';
import { followEmailLink } from '../fixtures/account-pages.ts';
import { completeRoomSteps } from '../fixtures/basket.ts';
import { roomsAndRatesUrl } from '../fixtures/booking.ts';
import { openHydrated, waitForHydration } from '../fixtures/hydration.ts';
import { emailedLinkCode } from '../fixtures/link-codes.ts';
import { manageLink } from '../fixtures/manage.ts';
import { VISUAL_CLOCK, visualDay } from './clock.ts';
import { looksAsApproved } from './pictures.ts';

// Every screen as a guest sees it, compared with the baseline a person looked at and approved
// (e2e/visual/baselines). Run `npx playwright test e2e/visual --update-snapshots` after a change
// meant to alter a screen, look at every image it rewrites, and commit the ones you approve.

const arrive = visualDay(30);
const depart = visualDay(32);
const results = roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0');
const twoRooms = roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0,1-0-0');

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.setFixedTime(new Date(VISUAL_CLOCK));
  // The banner has its own screenshot; elsewhere it would sit across the middle of a full page.
  await context.addCookies([{ name: 'stayfront_consent', value: 'declined', url: baseURL! }]);
});

const PAGES: Array<[string, string]> = [
  ['book', '/Book/GRANDLDN'],
  ['book-seaside', '/Book/SEASIDECPT'],
  ['book-lagos', '/Book/LAGOSBAY'],
  ['rooms-and-rates', results],
  ['rooms-and-rates-two-rooms', twoRooms],
  ['rooms-and-rates-landing', `${results}&room=DLXKNG&rate=FLEX`],
  [
    'rooms-and-rates-display-currency',
    roomsAndRatesUrl('SEASIDECPT', arrive, depart, '2-0-0', '&currency=EUR'),
  ],
  ['rooms-and-rates-lagos', roomsAndRatesUrl('LAGOSBAY', arrive, depart, '2-1-0')],
  ['no-availability', roomsAndRatesUrl('GRANDLDN', arrive, depart, '9-0-0')],
  ['search-sent-back', roomsAndRatesUrl('GRANDLDN', visualDay(-3), visualDay(-1), '2-0-0')],
  ['confirmation', confirmation('GRANDLDN', demoConfirmationToken('GL-7Q4K9P'))],
  ['manage-search', '/Manage/GRANDLDN'],
  ['manage-booking', manageLink('GL-7Q4K9P')],
  ['manage-booking-two-rooms', manageLink('GL-3MX8RT')],
  ['manage-booking-non-refundable', manageLink('GL-8NRF5Q')],
  ['manage-booking-cancelled', manageLink('GL-2CXL8M')],
  [
    'pre-check-in',
    `/PreCheckIn/GRANDLDN/GL-9PCK3W/${emailedLinkCode('pre-check-in', 'GL-9PCK3W')}`,
  ],
  ['restaurant', '/Restaurant/GRANDLDN'],
  ['group-search', '/BookGroup/COASTAL'],
  ['group-results', `/BookGroup/COASTAL?arrive=${arrive}&depart=${depart}&adults=2&children=0`],
  ['login', '/Account/Login/GRANDLDN'],
  ['register', '/Account/Register/GRANDLDN'],
  ['forgot-password', '/Account/ForgotPassword/GRANDLDN'],
  // The seeded paid invoice's receipt: its reference and date are the seed's own.
  ['receipt', '/SecurePay/GRANDLDN/Confirmation/demo-paid-INV-24018-receipt'],
  ['not-found', '/Book/GRANDLDN/No-Such-Step'],
  ['error', '/Error?property=GRANDLDN'],
];

for (const [name, path] of PAGES) {
  test(name, async ({ page }) => {
    await openHydrated(page, path);
    await looksAsApproved(page, name);
  });
}

test('cookie banner', async ({ page, context }) => {
  await context.clearCookies();
  await openHydrated(page, '/Book/GRANDLDN');
  await expect(page).toHaveScreenshot('cookie-banner.png');
});

test('date picker', async ({ page }) => {
  await openHydrated(page, '/Book/GRANDLDN');
  await page.getByRole('button', { name: 'Choose dates' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  await expect(dialog.getByText('Loading prices…')).toBeHidden();
  await expect(page).toHaveScreenshot('date-picker.png');
});

test('rooms and rates, each step after a room is chosen', async ({ page }) => {
  await openHydrated(page, results);
  await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText(/^Upgrade room/);
  await looksAsApproved(page, 'rooms-step-upgrade');
  await page.getByRole('button', { name: /^No thanks/ }).click();
  await expect(heading).toHaveText(/^Who is staying/);
  await looksAsApproved(page, 'rooms-step-guests');
  await completeRoomSteps(page, undefined, 2, 'Extras for room');
  await looksAsApproved(page, 'rooms-step-extras');
  await completeRoomSteps(page);
  await looksAsApproved(page, 'rooms-step-summary');
});

test('checkout', async ({ page }) => {
  await openHydrated(page, roomsAndRatesUrl('GRANDLDN', visualDay(31), depart, '1-0-0'));
  await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
  await completeRoomSteps(page, undefined, 6);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await expect(page.getByLabel('Street address')).toBeVisible();
  await looksAsApproved(page, 'checkout');
});

test('pay by link', async ({ page }) => {
  await followEmailLink(page, 'guest@example.com', /INV-24017/);
  await waitForHydration(page);
  await looksAsApproved(page, 'pay-by-link');
});
