import { expect, test, type Page } from '@playwright/test';
import { followEmailLink, PROPERTY, uniqueEmail } from './fixtures/account-pages.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { holdIslandCode, waitForHydration } from './fixtures/hydration.ts';
import { askOneNightLonger, bookThroughApi, manageCode, manageLink } from './fixtures/manage.ts';

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a guest who scrolls down the booking while the page still loads is left there when it wakes @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 600 });
  const release = await holdIslandCode(page, /\/Manage\//);
  await page.goto(manageLink('GL-7Q4K9P'), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Room 1: Deluxe King' })).toBeVisible();
  await page.getByRole('heading', { name: 'Room 1: Deluxe King' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await release();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A step chosen once it is live starts at its top.
  await page.getByRole('button', { name: 'Change dates' }).click();
  await expect(stepHeading(page)).toBeFocused();
});

test('a guest finds a booking by number and name, from the menu, and sees it with its policy @phone', async ({
  page,
}) => {
  await page.goto(`/Book/${PROPERTY}`);
  // On a phone the menu folds behind its "Menu" summary.
  const phoneMenu = page.locator('summary', { hasText: 'Menu' });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  await page.getByRole('link', { name: 'Manage booking' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Manage/${PROPERTY}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your booking');

  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText('Resevation Number is required')).toBeVisible();
  await expect(page.getByText('Guest Name is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Reservation Number').fill('GL-7Q4K9P');
  await page.getByLabel('Guest Name').fill('Smith');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We could not find a booking with that reservation number and name.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Reservation Number')).toHaveValue('GL-7Q4K9P');

  await page.getByLabel('Guest Name').fill('morgan');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(new RegExp(manageLink('GL-7Q4K9P')));
  await expect(page.getByText('Booking GL-7Q4K9P')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Room 1: Deluxe King' })).toBeVisible();
  await expect(
    page.getByText(
      /^Free cancellation until the end of .*; after that the first night is charged\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Full English breakfast × 1')).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test('a tampered link goes back to the search and says the link is invalid', async ({ page }) => {
  const code = manageCode('GL-7Q4K9P');
  await page.goto(manageLink('GL-7Q4K9P', `${code.startsWith('A') ? 'B' : 'A'}${code.slice(1)}`));
  await expect(page).toHaveURL(new RegExp(`/Manage/${PROPERTY}\\?failed=link$`));
  await expect(page.getByRole('alert').filter({ hasText: /^This link is invalid$/ })).toBeVisible();
});

test('from the emailed link, a guest moves the stay a night longer and the rise is charged to the card', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('dates');
  const { number } = await bookThroughApi(request, baseURL!, {
    rooms: [{ roomType: 'CLDBL', ratePlan: 'BB' }],
    arrivalInDays: 40,
    nights: 2,
    email,
  });
  await followEmailLink(page, email, new RegExp(`Booking confirmed: ${number}`));
  await expect(page).toHaveURL(new RegExp(manageLink(number)));
  await waitForHydration(page);
  const before = money(
    await page.getByRole('definition').filter({ hasText: '£' }).first().innerText(),
  );

  await page.getByRole('button', { name: 'Change dates' }).click();
  await expect(stepHeading(page)).toHaveText('Change dates');
  await expect(stepHeading(page)).toBeFocused();
  await askOneNightLonger(page);
  const row = page.getByRole('row', { name: /Classic Double, Bed & Breakfast/ });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review the change' }).click();

  await expect(stepHeading(page)).toHaveText('Check your changes');
  await expect(page.getByText(/Room 1 \(Classic Double\): dates changed from/)).toBeVisible();
  const charged = page.getByRole('definition').filter({ hasText: '£' }).nth(3);
  await expect(page.getByText('Charged now to your Visa ending 4242')).toBeVisible();
  expect(money(await charged.innerText())).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm changes' }).click();

  await expect(stepHeading(page)).toHaveText('Booking updated');
  await page.getByRole('button', { name: 'Back to booking' }).click();
  const after = money(
    await page.getByRole('definition').filter({ hasText: '£' }).first().innerText(),
  );
  expect(after).toBeGreaterThan(before);
  await followEmailLink(page, email, new RegExp(`Booking changed: ${number}`));
  await expect(page).toHaveURL(new RegExp(manageLink(number)));
});

test('a guest adds an extra and a guest to a room', async ({ page, request, baseURL }) => {
  const { number } = await bookThroughApi(request, baseURL!, {
    rooms: [{ roomType: 'DLXKNG', ratePlan: 'FLEX', adults: 2 }],
    arrivalInDays: 55,
    nights: 2,
    email: uniqueEmail('extras'),
  });
  await page.goto(manageLink(number));
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Manage extras of room 1' }).click();
  await expect(stepHeading(page)).toHaveText('Extras for room 1: Deluxe King');
  await page.getByLabel('Quantity of Valet parking').fill('1');
  // Parking is charged by the night, so one is the most: the field says why it stops there.
  await expect(page.getByLabel('Quantity of Valet parking')).toHaveAccessibleDescription(
    'Added for the whole stay',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(page.getByText('Room 1 (Deluxe King): Valet parking × 1 added')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm changes' }).click();
  await expect(stepHeading(page)).toHaveText('Booking updated');
  await page.getByRole('button', { name: 'Back to booking' }).click();
  await expect(page.getByText(/Valet parking × 1 \(£/)).toBeVisible();

  await page.getByRole('button', { name: 'Edit guests of room 1' }).click();
  await expect(stepHeading(page)).toHaveText('Guests of room 1: Deluxe King');
  await page.getByRole('button', { name: 'Add a guest' }).click();
  const second = page.getByRole('group', { name: 'Guest 2' });
  await expect(second.getByLabel('First name')).toHaveValue('New');
  await expect(page.getByRole('button', { name: 'Add a guest' })).toHaveCount(0);
  await second.getByLabel('First name').fill('Katherine');
  await second.getByLabel('Last name').fill('Johnson');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(page.getByText('Room 1 (Deluxe King): guest Katherine Johnson added')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm changes' }).click();
  await expect(stepHeading(page)).toHaveText('Booking updated');
  await page.getByRole('button', { name: 'Back to booking' }).click();
  await expect(page.getByText('Grace Hopper, Katherine Johnson')).toBeVisible();
});

test('a guest cancels one room of two, then the whole booking with a reason', async ({
  page,
  request,
  baseURL,
}) => {
  const { number } = await bookThroughApi(request, baseURL!, {
    rooms: [
      { roomType: 'CLDBL', ratePlan: 'FLEX' },
      { roomType: 'SUPTWN', ratePlan: 'FLEX' },
    ],
    arrivalInDays: 65,
    nights: 2,
    email: uniqueEmail('cancel'),
  });
  await page.goto(manageLink(number));
  await waitForHydration(page);

  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel room 2' }).click();
  await expect(stepHeading(page)).toHaveText('Cancel room 2: Superior Twin');
  await expect(page.getByText('Cancelling this room now is free.')).toBeVisible();
  await page.getByRole('button', { name: 'Review the cancellation' }).click();
  await expect(page.getByText('Please choose a reason for cancelling.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Reason for cancelling').selectOption({ label: 'Change of travel plans' });
  await page.getByRole('button', { name: 'Review the cancellation' }).click();
  await expect(page.getByText('Room 2 (Superior Twin): cancelled')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm changes' }).click();
  await expect(stepHeading(page)).toHaveText('Booking updated');
  await page.getByRole('button', { name: 'Back to booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Room 2: Superior Twin — cancelled' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel room 1' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('Reason for cancelling')
    .selectOption({ label: 'Other (please tell us why)' });
  await dialog.getByLabel('Tell us more').fill('The conference moved to Manchester.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Show the fee and refund' }).click();
  await expect(dialog.getByText('Cancelling now is free of charge.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(stepHeading(page)).toHaveText('Booking cancelled');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText('This booking has been cancelled.').first()).toBeVisible();
});

test('a non-refundable booking offers no cancellation and the API refuses one', async ({
  page,
}) => {
  await page.goto(manageLink('GL-8NRF5Q'));
  await expect(
    page.getByText(
      'This booking is on a non-refundable rate and cannot be changed or cancelled online.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change dates' })).toHaveCount(0);
  const search = (await (
    await page.request.post('/api/ManageBooking/Search', {
      data: { propertyId: PROPERTY, reservationNumber: 'GL-8NRF5Q', hash: manageCode('GL-8NRF5Q') },
    })
  ).json()) as { Reservation: { Version: number } };
  const refused = await page.request.post('/api/ManageBooking/Cancel', {
    data: {
      PropertyId: PROPERTY,
      ReservationNumber: 'GL-8NRF5Q',
      Code: manageCode('GL-8NRF5Q'),
      Version: search.Reservation.Version,
      CancellationReasonId: 1,
    },
  });
  expect(refused.status()).toBe(403);
});

test('the confirmation\u2019s Add extras opens the extras of the booking, and the room is upgraded', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await bookThroughApi(request, baseURL!, {
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    arrivalInDays: 75,
    nights: 1,
    email: uniqueEmail('confirmation'),
  });
  await page.goto(`/Book/${PROPERTY}/Confirmation/${token}`);
  await page.getByRole('link', { name: 'Add extras' }).click();
  await expect(stepHeading(page)).toHaveText('Extras for room 1: Classic Double');
  await page.getByRole('button', { name: 'Back to booking' }).click();
  await expect(stepHeading(page)).toHaveText('Your booking');

  await page.getByRole('button', { name: 'Upgrade room 1' }).click();
  await expect(stepHeading(page)).toHaveText('Upgrade room 1: Classic Double');
  await expect(page.getByRole('button', { name: 'Upgrade to Deluxe King' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Upgrade to Deluxe King' }).click();
  await expect(
    page.getByText('Room 1 (Classic Double): upgraded from Classic Double to Deluxe King'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm changes' }).click();
  await expect(stepHeading(page)).toHaveText('Booking updated');
  await page.getByRole('button', { name: 'Back to booking' }).click();
  await expect(page.getByRole('heading', { name: 'Room 1: Deluxe King' })).toBeVisible();
});

test('a rise paid with another card goes through 3-D Secure and the change is made on return @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('threeds');
  const { number } = await bookThroughApi(request, baseURL!, {
    rooms: [{ roomType: 'CLDBL', ratePlan: 'BB' }],
    arrivalInDays: 85,
    nights: 2,
    email,
  });
  // The gateway binds the challenge to this browser through a cookie the Update answer sets.
  await page.goto(manageLink(number));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Change dates' }).click();
  await askOneNightLonger(page);
  await page.getByRole('button', { name: 'Review the change' }).click();
  await expect(stepHeading(page)).toHaveText('Check your changes');

  await page.getByLabel('Another card').check();
  await page.getByLabel('Card number').fill('4000 0000 0000 3220');
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code').fill('737');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm changes' }).click();

  await expect(page).toHaveURL(/\/SimulatedGateway\/Challenge\//);
  await page
    .getByRole('button', { name: /Complete|Authenticate|Confirm/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${manageLink(number)}$`));
  await expect(
    page.getByText('Your card check was passed and your booking has been updated.'),
  ).toBeVisible();
  await expect(page.getByText('Paid with')).toBeVisible();
  await expect(page.getByText('Visa ending 3220')).toBeVisible();
  await expectNoAxeViolations(page);
});
