import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures/account-pages.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

const HINTS = [
  ['GRANDLDN', 'Numbers without a country code are taken as +44 (United Kingdom)'],
  ['SEASIDECPT', 'Numbers without a country code are taken as +27 (South Africa)'],
  ['LAGOSBAY', 'Numbers without a country code are taken as +234 (Nigeria)'],
] as const;

async function openRegister(page: Page, code: string) {
  await page.goto(`/Account/Register/${code}`);
  await waitForHydration(page);
}

test('the phone hint names each hotel’s own country code @phone', async ({ page }) => {
  for (const [code, hint] of HINTS) {
    await openRegister(page, code);
    const phone = page.getByLabel('Mobile number');
    await expect(phone).toHaveAccessibleDescription(hint);
  }
});

test('a number without a country code is the hotel country’s; one too short is refused beside its field', async ({
  page,
}) => {
  await openRegister(page, 'SEASIDECPT');
  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Nkosi');
  await page.getByLabel('Email address').fill(uniqueEmail('phone'));
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Days-2026');
  await page.getByLabel('Confirm password').fill('Sunny-Days-2026');
  const phone = page.getByLabel('Mobile number');

  await phone.fill('021 5');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/A valid phone number is required/);
  await expect(page.getByLabel('First name')).toHaveValue('Thandi');

  await phone.fill('021 555 0100');
  const sent = page.waitForRequest('**/api/Account/Register');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ MobileNumber: '+27 21 555 0100' });
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
});

test('checkout sends a number typed without its country code in the hotel’s @phone', async ({
  page,
}) => {
  const arrive = isoDaysFromToday(150);
  const depart = isoDaysFromToday(152);
  await chooseRooms(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '1-0-0'), [
    'Select Flexible Rate, Classic Double',
  ]);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await fillGuest(page, { ...ADA, phone: '07700 9' });
  const phone = page.getByLabel('Phone number');
  // Left for the street: the hint stays, the rule's message joins it.
  await expect(phone).toHaveAccessibleDescription(
    `${HINTS[0][1]} A valid phone number is required`,
  );
  await expect(page.getByRole('link', { name: 'A valid phone number is required' })).toBeVisible();

  await phone.fill('07700 900123');
  await fillCard(page, '4242 4242 4242 4242');
  await agreeToTerms(page);
  const sent = page.waitForRequest('**/api/Reservation/Create');
  await page.getByRole('button', { name: /^Confirm/ }).click();
  expect((await sent).postDataJSON()).toMatchObject({ Booker: { Phone: '+44 7700 900123' } });
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
});
