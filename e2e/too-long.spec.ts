import { expect, test, type Page } from '@playwright/test';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

const LONG_NAME = 'A'.repeat(101);

async function toFilledCheckout(page: Page, offset: number) {
  await chooseRooms(
    page,
    roomsAndRatesUrl(
      'GRANDLDN',
      isoDaysFromToday(160 + offset),
      isoDaysFromToday(162 + offset),
      '1-0-0',
    ),
    ['Select Flexible Rate, Classic Double'],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await fillGuest(page);
  await fillCard(page, '4242 4242 4242 4242');
  await agreeToTerms(page);
}

/** Everything typed is still there (the security code included). */
async function expectTypedKept(page: Page) {
  await expect(page.getByLabel('Email address')).toHaveValue(ADA.email);
  await expect(page.getByLabel('Phone number')).toHaveValue(ADA.phone);
  await expect(page.getByLabel('Street address')).toHaveValue(ADA.street);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Security code')).toHaveValue('123');
  await expect(page.getByLabel(/I agree to the terms and conditions/)).toBeChecked();
}

test('a name longer than checkout takes is named with its limit before sending @phone', async ({
  page,
}) => {
  await toFilledCheckout(page, 0);
  const first = page.getByLabel('First name');
  await first.fill(LONG_NAME);
  await page.getByLabel('Last name').focus();
  await expect(first).toHaveAccessibleDescription('First name: at most 100 characters');
  await expect(
    page.getByRole('link', { name: 'First name: at most 100 characters' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirm/ })).toBeDisabled();
  await expect(first).toHaveValue(LONG_NAME);
  await expectTypedKept(page);

  await first.fill('Ada');
  await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: /^Confirm/ })).toBeEnabled();
});

test('the server’s too-long message stands beside its field and the form keeps the rest', async ({
  page,
}) => {
  await toFilledCheckout(page, 3);
  // A booking API whose limit is shorter than the form's: its 400 names the field.
  await page.route('**/api/Reservation/Create', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        Message: 'The request is invalid.',
        ModelState: { 'Booker.LastName': ['Last name: at most 5 characters'] },
      }),
    }),
  );
  await page.getByRole('button', { name: /^Confirm/ }).click();
  const last = page.getByLabel('Last name');
  await expect(last).toHaveAccessibleDescription('Last name: at most 5 characters');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please check the highlighted details.' }),
  ).toBeVisible();
  await expect(last).toHaveValue(ADA.last);
  await expectTypedKept(page);

  await last.fill('Love');
  await expect(last).not.toHaveAttribute('aria-invalid', 'true');
});

test('the API names a too-long field and its limit', async ({ request }) => {
  const answer = await request.post('/api/Account/Register', {
    data: {
      PropertyId: 'GRANDLDN',
      EmailAddress: 'too.long@example.com',
      Password: 'Sunny-Days-2026',
      Firstname: LONG_NAME,
      Lastname: 'Lovelace',
    },
  });
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { ModelState: Record<string, string[]> };
  expect(body.ModelState).toEqual({
    Firstname: ['First name: at most 100 characters'],
  });
});
