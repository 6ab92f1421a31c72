import { expect, test } from '@playwright/test';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// Issue 14: the booking path as a guest feels it.

test('real email addresses are accepted: a guest books with a plus address @phone', async ({ page }, testInfo) => {
  // Desktop and phone book different nights, so they never compete for a room.
  const offset = testInfo.project.name === 'phone' ? 7 : 0;
  await chooseRooms(page, roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(150 + offset), isoDaysFromToday(151 + offset), '1-0-0'), ['Select Flexible Rate, Classic Double']);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await fillGuest(page, { ...ADA, email: 'anna+hotel@gmail.com' });
  const email = page.getByLabel('Email address');
  for (const address of ["anna_smith@example.com", "jo.o'brien@example.com", 'anna@sub.example.travel', 'anna+hotel@gmail.com']) {
    await email.fill(address);
    await email.blur();
    await expect(page.getByText('A valid email address is required')).toHaveCount(0);
  }
  await fillCard(page, '4242 4242 4242 4242', 'anna+hotel@gmail.com');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText('We have sent a confirmation to anna+hotel@gmail.com.')).toBeVisible();

  // Item 8: the confirmation says how it was paid and until when it is free to cancel; the number stays on one line.
  await expect(page.getByText('Visa ending 4242').first()).toBeVisible();
  await expect(page.getByText(/^Free cancellation until the end of .* \(hotel time\)$/)).toBeVisible();
  const lines = await page.locator('[data-reservation-number]').evaluate((element) => element.getClientRects().length);
  expect(lines).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-hotel]')).toBeVisible();
  await expect(page.locator('[data-print-hotel]')).toContainText('The Grand London');
  await expect(page.locator('[data-print-hotel]')).toContainText('+44');
});
