import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO, fillLogin, followEmailLink, loginThroughApi } from '../fixtures/account-pages.ts';
import { ADA, agreeToTerms, completeRoomSteps, fillCard, fillGuest } from '../fixtures/basket.ts';
import { roomsAndRatesUrl } from '../fixtures/booking.ts';
import { openHydrated, waitForHydration } from '../fixtures/hydration.ts';
import { emailedLinkCode } from '../fixtures/link-codes.ts';
import { VISUAL_CLOCK, visualDay } from './clock.ts';
import { looksAsApproved } from './pictures.ts';

// The screens at the end of a flow that changes data: a booking paid through a gateway, a table
// booked and cancelled, a pre-check-in completed, an account registered. Both projects share one
// server, so each project books its own dates, bookings and addresses, and nothing here touches
// the demo data the other screenshots show.

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.setFixedTime(new Date(VISUAL_CLOCK));
  await context.addCookies([{ name: 'stayfront_consent', value: 'declined', url: baseURL! }]);
});

/** 0 on the phone, 1 on the desktop: which of two sets of data a project uses. */
const side = (testInfo: TestInfo) => (testInfo.project.name === 'visual-phone' ? 0 : 1);

const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Books one room up to the gateway, paying with the given card (none: the hotel's own gateway). */
async function bookToGateway(page: Page, url: string, select: RegExp | string, card?: string) {
  await openHydrated(page, url);
  await page.getByRole('button', { name: select }).first().click();
  await completeRoomSteps(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await fillGuest(page, url.includes('LAGOSBAY') ? { ...ADA, phone: '+234 803 123 4567' } : ADA);
  if (card) await fillCard(page, card);
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();
}

test('3-D Secure challenge and a failed payment’s status', async ({ page }, testInfo) => {
  const arrive = visualDay(60 + 4 * side(testInfo));
  await bookToGateway(
    page,
    roomsAndRatesUrl('GRANDLDN', arrive, visualDay(62 + 4 * side(testInfo)), '1-0-0'),
    'Select Non-refundable — save 15%, Classic Double',
    '4000 0000 0000 3220',
  );
  await expect(page).toHaveURL(/\/SimulatedGateway\/Challenge\//);
  await looksAsApproved(page, 'challenge');
  await page
    .getByRole('button', { name: /Fail|Cancel/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: 'Your payment did not go through' }),
  ).toBeVisible();
  await waitForHydration(page);
  await looksAsApproved(page, 'status-payment-failed');
});

test('Paystack page', async ({ page }, testInfo) => {
  const arrive = visualDay(70 + 4 * side(testInfo));
  await bookToGateway(
    page,
    roomsAndRatesUrl('LAGOSBAY', arrive, visualDay(72 + 4 * side(testInfo)), '2-0-0'),
    /^Select /,
  );
  await expect(page).toHaveURL(/\/SimulatedGateway\/Paystack\//);
  await looksAsApproved(page, 'paystack');
});

test('rooms and rates with a room in the basket', async ({ page }) => {
  await openHydrated(
    page,
    roomsAndRatesUrl('GRANDLDN', visualDay(30), visualDay(32), '2-0-0,1-0-0'),
  );
  await page.getByRole('button', { name: 'Select Flexible Rate, Deluxe King' }).click();
  await completeRoomSteps(page, undefined, 6, 'Room 2 of 2');
  await looksAsApproved(page, 'rooms-and-rates-basket');
});

test('pre-check-in: each guest step and its completion', async ({ page }, testInfo) => {
  // Demo bookings no other screenshot shows, one per project: completing one is for good.
  const number = side(testInfo) === 0 ? 'GL-4FEE2D' : 'GL-6INH4U';
  await openHydrated(
    page,
    `/PreCheckIn/GRANDLDN/${number}/${emailedLinkCode('pre-check-in', number)}`,
  );
  await page.getByRole('button', { name: 'Start pre-check-in' }).click();
  await expect(stepHeading(page)).toHaveText('Booker details');
  await page.getByLabel('Expected arrival time').fill('15:30');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page)).toHaveText(/^Room 1 of 1: /);
  await looksAsApproved(page, 'pre-check-in-room');
  await page.getByRole('button', { name: 'Continue to the guests of room 1' }).click();
  await expect(stepHeading(page)).toHaveText('Room 1, guest 1 of 2');
  await page.getByLabel('Nationality').selectOption({ label: 'United Kingdom' });
  await looksAsApproved(page, 'pre-check-in-guest');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page)).toHaveText('Room 1, guest 2 of 2');
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill('Martin');
  await page.getByLabel('Nationality').selectOption({ label: 'France' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Document number')).toHaveAccessibleDescription(
    'Document number is required',
  );
  await looksAsApproved(page, 'pre-check-in-guest-document');
  await page.getByLabel('Identity document').selectOption('Passport');
  await page.getByLabel('Document number').fill('12AB34567');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page)).toHaveText('Check your details');
  await looksAsApproved(page, 'pre-check-in-review');
  await page.getByRole('button', { name: 'Complete pre-check-in' }).click();
  await expect(stepHeading(page)).toHaveText('Pre-check-in complete');
  await looksAsApproved(page, 'pre-check-in-complete');
});

test('restaurant: a table booked, then cancelled from its email', async ({ page }, testInfo) => {
  const email = `table.${testInfo.project.name}@example.com`;
  await openHydrated(page, '/Restaurant/GRANDLDN');
  await page.getByLabel('Date').fill(visualDay(9 + side(testInfo)));
  await page.getByLabel('Party size').selectOption({ label: '2 guests' });
  await page.getByRole('radio', { name: /^19:00/ }).check();
  await page.getByLabel('Name for the booking').fill('Grace Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Contact number').fill('+44 20 7946 0001');
  await page.getByRole('button', { name: 'Book a table' }).click();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  // A new booking's reference differs on every run.
  await looksAsApproved(page, 'restaurant-booked', [page.getByText(/^TB-/)]);

  await followEmailLink(page, email, /Table booked: The Strand Grill/);
  await waitForHydration(page);
  await expect(stepHeading(page)).toHaveText('Cancel a table booking');
  const reference = page.getByText(/^Cancel table booking TB-/);
  await looksAsApproved(page, 'restaurant-cancel', [reference]);
  await page.getByRole('button', { name: 'Cancel this table booking' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your table booking has been cancelled.' }),
  ).toBeVisible();
  await looksAsApproved(page, 'restaurant-cancelled', [reference]);
});

test('account screens once sent', async ({ page }, testInfo) => {
  const email = `registered.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  await openHydrated(page, '/Account/Register/GRANDLDN');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivers');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Mobile number').fill('+44 7700 900456');
  await page.getByLabel('Password', { exact: true }).fill('Password-One-2026');
  await page.getByLabel('Confirm password').fill('Password-One-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await looksAsApproved(page, 'registered', [page.getByText(email)]);

  await openHydrated(page, '/Account/ForgotPassword/GRANDLDN');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await looksAsApproved(page, 'password-reset-sent');

  await openHydrated(page, '/Account/Login/GRANDLDN');
  await fillLogin(page.getByRole('main'), DEMO.email, 'Not-The-Password-1!');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await looksAsApproved(page, 'login-refused');

  await loginThroughApi(page);
  await openHydrated(page, '/ManageAccount/GRANDLDN');
  // Saved as they are: the demo account the other screenshots show keeps its details.
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await looksAsApproved(page, 'profile-saved');
});
