import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { DEMO, fillLogin, LOGIN_ERROR, uniqueEmail } from './fixtures/account-pages.ts';

// The booking path as a guest feels it.

/** Seaside Cape Town asks for two nights from Fridays and Saturdays outside the peak (demo data). */
function offPeakFriday(fromDays: number): string {
  for (let days = fromDays; ; days++) {
    const date = isoDaysFromToday(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5 && !['12', '01'].includes(date.slice(5, 7)))
      return date;
  }
}

test('real email addresses are accepted: a guest books with a plus address @phone', async ({
  page,
}, testInfo) => {
  // Desktop and phone book different nights, so they never compete for a room.
  const offset = testInfo.project.name === 'phone' ? 7 : 0;
  await chooseRooms(
    page,
    roomsAndRatesUrl(
      'GRANDLDN',
      isoDaysFromToday(150 + offset),
      isoDaysFromToday(151 + offset),
      '1-0-0',
    ),
    ['Select Flexible Rate, Classic Double'],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await fillGuest(page, { ...ADA, email: 'anna+hotel@gmail.com' });
  const email = page.getByLabel('Email address');
  for (const address of [
    'anna_smith@example.com',
    "jo.o'brien@example.com",
    'anna@sub.example.travel',
    'anna+hotel@gmail.com',
  ]) {
    await email.fill(address);
    await email.blur();
    await expect(page.getByText('A valid email address is required')).toHaveCount(0);
  }
  await fillCard(page, '4242 4242 4242 4242', 'anna+hotel@gmail.com');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(
    page.getByText('We have sent a confirmation to anna+hotel@gmail.com.'),
  ).toBeVisible();

  // Item 8: the confirmation says how it was paid and until when it is free to cancel; the number stays on one line.
  await expect(page.getByText('Visa ending 4242').first()).toBeVisible();
  await expect(
    page.getByText(/^Free cancellation until the end of .* \(hotel time\)/),
  ).toBeVisible();
  const lines = await page
    .locator('[data-reservation-number]')
    .evaluate((element) => element.getClientRects().length);
  expect(lines).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-hotel]')).toBeVisible();
  await expect(page.locator('[data-print-hotel]')).toContainText('The Grand London');
  await expect(page.locator('[data-print-hotel]')).toContainText('+44');
});

test('a stay shorter than the arrival night\u2019s minimum says why and offers the longer stay in one click @phone', async ({
  page,
}) => {
  const friday = offPeakFriday(70);
  const saturday = new Date(Date.parse(`${friday}T00:00:00Z`) + 864e5).toISOString().slice(0, 10);
  await page.goto(roomsAndRatesUrl('SEASIDECPT', friday, saturday, '2-0-0'));
  await expect(
    page.getByText('Stays arriving on this date are for at least 2 nights.'),
  ).toBeVisible();
  await expect(page.getByText(/We are full/)).toHaveCount(0);
  const fix = page.getByRole('link', { name: /^Minimum 2 nights — stay until / });
  await expect(fix).toBeVisible();
  await fix.click();
  await expect(page).toHaveURL(
    new RegExp(
      `arrive=${friday}&depart=${new Date(Date.parse(`${friday}T00:00:00Z`) + 2 * 864e5).toISOString().slice(0, 10)}`,
    ),
  );
  await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
});

test('the date picker says when a stay is shorter than its arrival\u2019s minimum and lengthens it in one click @phone', async ({
  page,
}) => {
  const friday = offPeakFriday(77);
  const day = (offset: number) =>
    new Date(Date.parse(`${friday}T00:00:00Z`) + offset * 864e5).toISOString().slice(0, 10);
  await page.goto('/Book/SEASIDECPT');
  await waitForHydration(page);
  await page.getByLabel('Arrival').fill(friday);
  await page.getByLabel('Departure').fill(day(1));
  const warning = page.locator('[data-minimum-stay]');
  await expect(warning).toContainText(/^Stays arriving on Friday, .* are for at least 2 nights\./);
  await warning.getByRole('button', { name: /^Minimum 2 nights — stay until Sunday, / }).click();
  await expect(page.getByLabel('Departure')).toHaveValue(day(2));
  await expect(warning).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a page that cannot be found under a hotel keeps the hotel\u2019s header and contact details @phone', async ({
  page,
}) => {
  const answer = await page.goto('/Book/GRANDLDN/No-Such-Step');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  await expect(page.getByRole('link', { name: 'Book a stay at The Grand London' })).toBeVisible();
  await expect(page.getByText(/Need help\? Call \+44/)).toBeVisible();
  await expect(page.locator('footer#contact')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/Error?property=GRANDLDN');
  await expect(page.getByRole('link', { name: 'Book a stay at The Grand London' })).toBeVisible();
  // Without a hotel the page stays plain.
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go to the booking page' })).toBeVisible();
});

test('each extra shows what it costs for the stay as it is chosen, and has its own line in the summary', async ({
  page,
}) => {
  await page.goto(
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(170), isoDaysFromToday(173), '2-0-0'),
  );
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Select Flexible Rate, Deluxe King' }).click();
  // The next step is the upgrade offer or the guest's details (the running basket's heading comes
  // first in the page, so a heading cannot tell which).
  const decline = page.getByRole('button', { name: /^No thanks/ });
  const firstName = page.getByLabel('First name');
  await expect(decline.or(firstName).first()).toBeVisible();
  if (await decline.isVisible()) await decline.click();
  await firstName.fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  const setup = page.getByLabel('How would you like the room set up?');
  if (await setup.count()) await setup.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Extras for room 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add one Full English breakfast' }).click();
  // £24.50 per night per guest, 3 nights, 2 guests.
  await expect(page.locator('[data-extra-line]')).toHaveText(
    '£147.00 for this stay (3 nights × 2 guests)',
  );
  await page.getByRole('button', { name: 'Add one Valet parking' }).click();
  await expect(page.locator('[data-extra-line]').nth(1)).toHaveText(
    '£135.00 for this stay (3 nights)',
  );
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(
    summary
      .getByText('Full English breakfast', { exact: true })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('£147.00');
  await expect(
    summary.getByText('Valet parking', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('£135.00');
});

test('one true reason: too many guests is not "fully booked", and a promo code that fits no room says so', async ({
  page,
}) => {
  // A winter stay (the Winter Escape rate is sold November to March, for up to 2 guests).
  let arrive = isoDaysFromToday(40);
  while (![11, 12, 1, 2].includes(Number(arrive.slice(5, 7))))
    arrive = new Date(Date.parse(`${arrive}T00:00:00Z`) + 20 * 864e5).toISOString().slice(0, 10);
  const depart = new Date(Date.parse(`${arrive}T00:00:00Z`) + 2 * 864e5).toISOString().slice(0, 10);

  await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '9-0-0'));
  await expect(
    page.getByText(
      'Sorry, there are no rooms for this number of guests. Try fewer guests per room or add another room.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/fully booked/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Try other dates' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change guests or rooms' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-1-0', '&promo=WINTER10'));
  await expect(
    page.getByText(
      'Promo code WINTER10 is valid, but none of its rates fits these dates and guests. The prices below are without it.',
    ),
  ).toBeVisible();
  await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0', '&promo=WINTER10'));
  await expect(
    page.getByText(
      'Promo code WINTER10 applied: Winter Escape: unlocks the winter rate and takes 10% off.',
      { exact: true },
    ),
  ).toBeVisible();
});

test('tap targets on the phone are at least 24 × 24 px (WCAG 2.2 2.5.8) @phone', async ({
  page,
}) => {
  await page.goto(
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(180), isoDaysFromToday(181), '1-0-0'),
  );
  await waitForHydration(page);
  const rateDetails = page.getByRole('button', { name: /^Rate details:/ }).first();
  const box = await rateDetails.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(180), isoDaysFromToday(181), '1-0-0'),
    ['Select Flexible Rate, Classic Double'],
  );
  await page.goto('/Book/GRANDLDN/Checkout');
  await waitForHydration(page);
  for (const checkbox of await page.getByRole('checkbox').all()) {
    const size = await checkbox.boundingBox();
    if (!size) continue;
    expect(Math.round(size.width)).toBeGreaterThanOrEqual(24);
    expect(Math.round(size.height)).toBeGreaterThanOrEqual(24);
  }
});

test('a basket with the running total stays in view, Back undoes the last choice and Remove removes @phone', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto(
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(190), isoDaysFromToday(192), '2-0-0,1-0-0'),
  );
  await waitForHydration(page);
  const chosenPrice = (
    await page
      .getByRole('button', { name: 'Select Flexible Rate, Classic Double' })
      .locator('xpath=preceding-sibling::div[1]//p[1]')
      .textContent()
  )?.trim();
  await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();

  // Room 2's choice shows room 1 and what it costs so far.
  await expect(
    page.getByRole('heading', { name: /^Room 2 of 2: choose a room for 1 adult/ }),
  ).toBeVisible();
  const basket = page.getByRole('complementary', { name: 'Your basket' });
  await expect(basket.getByText('Room 1: Classic Double')).toBeVisible();
  await expect(basket.getByTestId('running-total')).toHaveText(`Total so far${chosenPrice}`);
  await expect(basket.getByText('1 of 2 rooms chosen; taxes and fees included')).toBeVisible();
  if (phone) {
    // Pinned to the bottom of the screen while the guest scrolls the rooms.
    const bar = page.getByText(`Total ${chosenPrice}`, { exact: true });
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
  }
  await expectNoAxeViolations(page);

  // Back undoes the choice of room 1 instead of leaving for the search form; Forward redoes it.
  await page.goBack();
  await expect(
    page.getByRole('heading', { name: /^Room 1 of 2: choose a room for 2 adults/ }),
  ).toBeVisible();
  await expect(basket).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('heading', { name: /^Room 2 of 2: choose/ })).toBeVisible();
  await expect(basket.getByText('Room 1: Classic Double')).toBeVisible();

  // Removing room 1 while choosing room 2 takes it out of the booking: it is not asked for again.
  await page.getByRole('button', { name: 'Remove room 1' }).click();
  await expect(basket).toHaveCount(0);
  await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(heading).not.toHaveText(/choose a room/);
  await expect(page.getByRole('heading', { name: /^Room 1 of 2/ })).toHaveCount(0);
});

test('removing a room on the booking summary leaves the other room booked', async ({ page }) => {
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(195), isoDaysFromToday(196), '2-0-0,1-0-0'),
    ['Select Flexible Rate, Classic Double', 'Select Flexible Rate, Classic Double'],
  );
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary.getByRole('heading', { name: /^Room \d:/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove room 2' }).click();
  await expect(summary.getByRole('heading', { name: /^Room \d:/ })).toHaveCount(1);
  await expect(summary.getByRole('heading', { name: 'Room 1: Classic Double' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /choose a room/ })).toHaveCount(0);
  await page.reload();
  await expect(summary.getByRole('heading', { name: /^Room \d:/ })).toHaveCount(1);
  // The checkout books the one room left.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  await expect(page.getByText('Room 1: Classic Double')).toBeVisible();
  await expect(page.getByText(/^Room 2/)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('rooms and prices show, and the guest is told how to book instead of meeting dead buttons @phone', async ({
    page,
  }) => {
    await page.goto(
      roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(200), isoDaysFromToday(201), '2-0-0'),
    );
    await expect(page.getByRole('heading', { name: 'Classic Double' })).toBeVisible();
    await expect(
      page.getByText(/^Choosing a room needs JavaScript, which is turned off in this browser\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '+44 20 7946 0000' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Rate details/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Room details' })).toHaveCount(0);
    await page.goto('/Book/GRANDLDN/Checkout');
    await expect(page.getByText(/^Checkout needs JavaScript/)).toBeVisible();
    await expect(page.getByText('Loading your stay…')).toBeHidden();
  });
});

test('a limited extra counts what is charged: a spa pass for two guests leaves the next room four of six', async ({
  page,
}) => {
  const classicDouble = 'Select Flexible Rate, Classic Double';
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(205), isoDaysFromToday(207), '2-0-0,2-0-0'),
    [classicDouble, classicDouble],
    undefined,
    'Extras for room 1',
  );
  await expect(page.getByRole('heading', { name: 'Extras for room 1' })).toBeVisible();
  const spa = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Spa day pass' }) });
  await expect(spa.getByText('(6 left)')).toBeVisible();
  await page.getByRole('button', { name: 'Add one Spa day pass' }).click();
  await expect(spa.locator('[data-extra-line]')).toHaveText('£110.00 for this stay (2 guests)');
  // Per stay: a second one would cost nothing more, so it cannot be added.
  await expect(page.getByRole('button', { name: 'Add one Spa day pass' })).toBeDisabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Extras for room 2' })).toBeVisible();
  await expect(spa.getByText('(4 left)')).toBeVisible();
});

test('no stale or doubled messages: a failed login, a used-up voucher and a wrong current password each leave once they are answered', async ({
  page,
}) => {
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(210), isoDaysFromToday(211), '1-0-0'),
    ['Select Flexible Rate, Classic Double'],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);

  // A failed login's notice goes when the retry works.
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await fillLogin(dialog, DEMO.email, 'not-the-password');
  await expect(dialog.getByRole('alert')).toHaveText(LOGIN_ERROR);
  await fillLogin(dialog, DEMO.email, DEMO.password);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Welcome back, ${DEMO.firstName}`)).toBeVisible();
  await expect(page.getByText(LOGIN_ERROR)).toHaveCount(0);

  // A used-up voucher says so once, beside the field; a valid one replaces it and says its discount once.
  await page.getByLabel('Gift voucher').fill('GIFT-50-USED');
  await page.getByRole('button', { name: 'Apply voucher' }).click();
  await expect(page.locator('#voucher-status')).toHaveText(/used/);
  await expect(page.getByText('This voucher has been used up')).toHaveCount(1);
  // (A voucher no other test spends: GIFT-100-GRAND is used up by the checkout suite.)
  await page.getByLabel('Gift voucher').fill('AFTERNOON-TEA-FOR-TWO');
  await page.getByRole('button', { name: 'Apply voucher' }).click();
  await expect(page.locator('#voucher-status')).toHaveText(
    'Voucher AFTERNOON-TEA-FOR-TWO takes £130.00 off. This voucher is for an experience; its value is taken off your room price.',
  );
  await expect(page.getByText('This voucher has been used up')).toHaveCount(0);

  // A wrong current password is said beside that field, without a generic "Action failed".
  await page.goto('/ManageAccount/GRANDLDN');
  await waitForHydration(page);
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-the-password');
  await password.getByLabel('New password', { exact: true }).fill('Another-Passw0rd-2026!');
  await password.getByLabel('Confirm password').fill('Another-Passw0rd-2026!');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not correct')).toBeVisible();
  await expect(page.getByText('Action failed')).toHaveCount(0);
});

test('in another display currency the total is the sum of the room totals as shown', async ({
  page,
}) => {
  const url = roomsAndRatesUrl(
    'SEASIDECPT',
    isoDaysFromToday(214),
    isoDaysFromToday(218),
    '2-0-0,2-0-0,1-0-0',
  );
  await page.goto(url);
  await waitForHydration(page);
  await page.getByLabel('Show prices in').selectOption('EUR');
  await chooseRooms(page, url, [
    'Select Best Available Rate, Ocean View Double',
    'Select Best Available Rate, Ocean View Double',
    'Select Best Available Rate, Ocean View Double',
  ]);
  const summary = page.getByRole('region', { name: 'Your booking' });
  const euros = (text: string | null) =>
    Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
  const roomTotals = await summary
    .getByText('Room total', { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .allTextContents();
  expect(roomTotals).toHaveLength(3);
  for (const shown of roomTotals) expect(shown).toContain('€');
  const total = await summary
    .getByText('Total', { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  expect(euros(total)).toBe(roomTotals.reduce((sum, shown) => sum + euros(shown), 0));
});

test('the first confirmation email still works after the guest tried to log in before confirming', async ({
  page,
}) => {
  const email = uniqueEmail('early.login');
  const password = 'Sunny-Days-2026!';
  const registered = await page.request.post('/api/Account/Register', {
    data: {
      LanguageCode: 'en',
      PropertyId: 'GRANDLDN',
      EmailAddress: email,
      Password: password,
      Firstname: 'Sam',
      Lastname: 'Rivers',
      MobileNumber: '+44 7700 900456',
    },
  });
  expect(await registered.json()).toMatchObject({ Success: true });
  await page.goto('/Account/Login/GRANDLDN');
  await waitForHydration(page);
  await fillLogin(page, email, password);
  await expect(
    page.getByText('Please confirm your email address first. We have sent you a new link.').first(),
  ).toBeVisible();

  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const confirmations = page.getByRole('article', { name: /^Confirm your email address/ });
  await expect(confirmations).toHaveCount(2);
  // The outbox lists the newest first: follow the first email's link.
  await confirmations.last().getByRole('link').first().click();
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(
    page.getByText('Your email address is confirmed. You can now log in.'),
  ).toBeVisible();
});

test('checkout cards hold their headings inside, and every field has an edge a guest can see @phone', async ({
  page,
}) => {
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(220), isoDaysFromToday(221), '1-0-0'),
    ['Select Flexible Rate, Classic Double'],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  const cards = await page.locator('fieldset.rounded-lg').evaluateAll((fieldsets) =>
    fieldsets.map((fieldset) => {
      const legend = fieldset.querySelector(':scope > legend');
      return {
        name: legend?.textContent ?? '',
        card: fieldset.getBoundingClientRect().top,
        heading: legend?.getBoundingClientRect().top ?? 0,
      };
    }),
  );
  expect(cards.length).toBeGreaterThanOrEqual(4);
  // The heading starts inside the card's border, not across it.
  for (const { name, card, heading } of cards) expect(heading, name).toBeGreaterThan(card + 4);

  // WCAG 1.4.11: a field's edge has at least 3:1 contrast with the white it sits on.
  const contrasts = await page
    .locator('main input:not([type=checkbox]):not([type=radio]):not([type=hidden]), main select')
    .evaluateAll((fields) =>
      fields.map((field) => {
        const [r, g, b] = getComputedStyle(field)
          .borderTopColor.match(/\d+(\.\d+)?/g)!
          .map(Number) as [number, number, number];
        const channel = (c: number) =>
          (c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        return { id: field.id, ratio: 1.05 / (luminance + 0.05) };
      }),
    );
  expect(contrasts.length).toBeGreaterThan(5);
  for (const { id, ratio } of contrasts) expect(ratio, id).toBeGreaterThanOrEqual(3);
});
