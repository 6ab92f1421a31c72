import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { unexpectedLayoutShift } from './fixtures/layout-shift.ts';

const SUCCESS = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
const THREE_DS = '4000 0000 0000 3220';

// Each test books its own dates so tests never compete for the same rooms.
const stay = (offset: number) => ({
  arrive: isoDaysFromToday(60 + offset * 3),
  depart: isoDaysFromToday(62 + offset * 3),
});

async function toCheckout(
  page: import('@playwright/test').Page,
  url: string,
  selections: string[],
) {
  await chooseRooms(page, url, selections);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** Books a room with the 3-D Secure test card up to the gateway's challenge page. */
async function reachChallenge(page: import('@playwright/test').Page, offset: number) {
  const { arrive, depart } = stay(offset);
  await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '1-0-0'), [
    'Select Non-refundable — save 15%, Classic Double',
  ]);
  await fillGuest(page);
  await fillCard(page, THREE_DS);
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page).toHaveURL(/\/SimulatedGateway\/Challenge\//);
}

/** Logs in through the checkout's own login dialog as the demo account. */
async function logInAsDemoGuest(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email address').fill('guest@example.com');
  await dialog.getByLabel('Password').fill('Stayfront-Demo-2026!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** The billing address the demo account does not have, and a phone number if it has none. */
async function completeAddress(page: import('@playwright/test').Page) {
  await page.getByLabel('Street address').fill(ADA.street);
  await page.getByLabel('Town or city').fill(ADA.city);
  await page.getByLabel('Post code').fill(ADA.postCode);
  if (!(await page.getByLabel('Phone number').inputValue()))
    await page.getByLabel('Phone number').fill(ADA.phone);
}

test.describe('Checkout', () => {
  test('a guest books two rooms by card and sees the confirmation @phone', async ({ page }) => {
    const { arrive, depart } = stay(0);
    await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0,1-0-0'), [
      'Select Flexible Rate, Classic Double',
      'Select Non-refundable — save 15%, Superior Twin',
    ]);
    const confirm = page.getByRole('button', { name: /^Confirm/ });
    await expect(confirm).toBeDisabled();
    await expect(page.getByText('To confirm your booking:')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'A valid email address is required' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await fillGuest(page);
    await page.getByLabel('Email address').fill('ada@example');
    await page.getByLabel('Phone number').focus();
    await expect(page.getByText('A valid email address is required').first()).toBeVisible();
    await page.getByLabel('Email address').fill(ADA.email);
    await fillCard(page, SUCCESS);
    await expect(page.getByText('Visa', { exact: true })).toBeVisible();
    await agreeToTerms(page);
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveText(/Confirm and pay £/);
    await confirm.click();

    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/Reservation number/)).toContainText(/[A-Z]{2}-[A-Z0-9]{6}/);
    await expect(page.getByRole('heading', { name: 'Room 1: Classic Double' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Room 2: Superior Twin' })).toBeVisible();
    const next = page.getByRole('navigation', { name: 'What next' });
    await expect(next.getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
      'href',
      /^\/Manage\/GRANDLDN\/Reservation\//,
    );
    await expect(next.getByRole('link', { name: 'Book another room' })).toHaveAttribute(
      'href',
      '/Book/GRANDLDN',
    );
    await expectNoAxeViolations(page);

    // The card never reaches browser storage.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
    );
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');

    const calendar = await page.request.get(
      (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) ?? '',
    );
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toContain(`DTSTART;VALUE=DATE:${arrive.replace(/-/g, '')}`);
  });

  test('the page paints before its code is fetched, then draws the stay', async ({ page }) => {
    const { arrive, depart } = stay(20);
    await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), [
      'Select Flexible Rate, Classic Double',
    ]);
    await expect(page.getByText('Classic Double').first()).toBeVisible();
    // Fetched before the first paint, the island's code held that paint back on a phone.
    const { painted, fetched } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      fetched:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/ClientApp\/Checkout\.[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
    }));
    expect(painted).toBeGreaterThan(0);
    expect(fetched).toBeGreaterThanOrEqual(painted);
  });

  test('the form stays put while the stay loads into the summary @phone', async ({ page }) => {
    const { arrive, depart } = stay(20);
    await chooseRooms(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), [
      'Select Flexible Rate, Classic Double',
    ]);
    // A phone on a slow network paints the page before the island's code arrives.
    await page.route(/\/ClientApp\/Checkout\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await waitForHydration(page);
    const shifted = await unexpectedLayoutShift(page);
    expect(shifted).toBeLessThan(0.05);
  });

  test('a declined card books nothing, keeps what was typed, and a good card then books', async ({
    page,
  }) => {
    const { arrive, depart } = stay(1);
    await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), [
      'Select Flexible Rate, Deluxe King',
    ]);
    await fillGuest(page);
    await fillCard(page, DECLINE);
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /declined/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(ADA.first);
    await expect(page.getByLabel('Card number')).toHaveValue(DECLINE);
    await expect(page.getByLabel('Security code')).toHaveValue('');
    await page.getByLabel('Card number').fill(SUCCESS);
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('a 3-D Secure card goes through the challenge and the status page', async ({ page }) => {
    await reachChallenge(page, 2);
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /Complete|Authenticate|Confirm/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('a failed 3-D Secure challenge shows the failure with a way back to checkout', async ({
    page,
  }) => {
    await reachChallenge(page, 3);
    await page
      .getByRole('button', { name: /Fail|Cancel/ })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { name: 'Your payment did not go through' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page.getByText('Your payment was not completed')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(ADA.first);
  });

  test('Lagos Bay pays through the Paystack page and returns to the confirmation', async ({
    page,
  }) => {
    const { arrive, depart } = stay(4);
    await page.goto(roomsAndRatesUrl('LAGOSBAY', arrive, depart, '2-0-0'));
    const first = page.getByRole('button', { name: /^Select / }).first();
    const name = ((await first.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await toCheckout(page, roomsAndRatesUrl('LAGOSBAY', arrive, depart, '2-0-0'), [name]);
    await expect(page.getByText('You will pay securely with Paystack')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await fillGuest(page, {
      ...ADA,
      phone: '+234 803 123 4567',
      city: 'Lagos',
      postCode: '101241',
    });
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page).toHaveURL(/\/SimulatedGateway\/Paystack\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/₦/).first()).toBeVisible();
  });

  test('a gift voucher takes money off; an unknown one says so', async ({ page }) => {
    const { arrive, depart } = stay(5);
    await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), [
      'Select Non-refundable — save 15%, Deluxe King',
    ]);
    const total = page
      .getByRole('region', { name: 'Your stay' })
      .getByText('Total', { exact: true })
      .locator('..');
    const before = await total.textContent();
    await page.getByLabel('Gift voucher').fill('NO-SUCH-VOUCHER');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(page.locator('#voucher-status')).not.toBeEmpty();
    await expect(total).toHaveText(before ?? '');
    await page.getByLabel('Gift voucher').fill('GIFT-100-GRAND');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(page.getByText(/Voucher GIFT-100-GRAND takes £100\.00 off/)).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
    await fillGuest(page);
    await fillCard(page, SUCCESS);
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText('Gift voucher')).toBeVisible();
  });

  test('double-clicking confirm books once', async ({ page, request }) => {
    const { arrive, depart } = stay(6);
    const rooms = async () => {
      const response = await request.post('/api/Availability/Search', {
        data: {
          PropertyId: 'GRANDLDN',
          DateFrom: arrive,
          DateTo: depart,
          Rooms: [{ NumberOfAdults: 2 }],
        },
      });
      const body = (await response.json()) as {
        RoomTypes: Array<{ RoomType: { RoomTypeId: number; Name: string } }>;
        NumberOfRoomsPerRoomTypeId: Record<string, number>;
      };
      const king = body.RoomTypes.find((o) => o.RoomType.Name === 'Deluxe King');
      // A room type with no room left is not offered at all.
      return king ? (body.NumberOfRoomsPerRoomTypeId[String(king.RoomType.RoomTypeId)] ?? 0) : 0;
    };
    // Deluxe Kings (8 in all) rather than the 3 Junior Suites: the demo data's bookings for a
    // given date may leave one suite, and a second booking of the last room could not show.
    const before = await rooms();
    expect(before).toBeGreaterThan(1);
    await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), [
      'Select Flexible Rate, Deluxe King',
    ]);
    await fillGuest(page);
    await fillCard(page, SUCCESS);
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).dblclick();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(await rooms()).toBe(before - 1);
  });

  test('a returning guest logs in at checkout and pays with a saved card', async ({ page }) => {
    const { arrive, depart } = stay(7);
    await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'), [
      'Select Flexible Rate, Superior Twin',
    ]);
    await logInAsDemoGuest(page);
    // The account's details fill the form; its saved card is chosen, and a new card
    // would start with the card holder's email filled in.
    await expect(page.getByLabel('Email address')).toHaveValue('guest@example.com');
    await expect(page.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('radio', { name: 'A new card' }).check();
    await expect(page.getByLabel('Card holder’s email')).toHaveValue('guest@example.com');
    await page.getByRole('radio', { name: /Visa ending 4242/ }).check();
    await completeAddress(page);
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/4242/).first()).toBeVisible();
  });

  test('an allowed user books on an organisation invoice with a PO number', async ({ page }) => {
    const { arrive, depart } = stay(8);
    await toCheckout(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '1-0-0'), [
      'Select Flexible Rate, Classic Double',
    ]);
    await logInAsDemoGuest(page);
    await page.getByRole('radio', { name: 'Invoice my organisation' }).check();
    await page.getByRole('textbox', { name: 'Organisation' }).fill('Acme');
    // The status says what was found, not still "Type at least 2 letters".
    await expect(page.getByText(/^\d+ organisations? found: choose yours$/)).toBeVisible();
    await page.getByRole('button', { name: /Acme Consulting Ltd/ }).click();
    await expect(page.getByText('Invoice to Acme Consulting Ltd')).toBeVisible();
    await page.getByLabel('Purchase order number').fill('PO-2026-118');
    await completeAddress(page);
    await agreeToTerms(page);
    const blocker = page.getByRole('link', {
      name: 'Tick \u201cI accept the corporate booking terms\u201d',
    });
    if (await page.locator('#hasAcceptedCustomTermsAndConditions').count())
      await expect(blocker).toBeVisible();
    const custom = page.locator('#hasAcceptedCustomTermsAndConditions');
    if (await custom.count()) await custom.check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    // The confirmation names the organisation and the PO, not "Paid now £0.00".
    await expect(page.getByText('Invoice to Acme Consulting Ltd (PO PO-2026-118)')).toBeVisible();
    await expect(
      page.getByText(/^Invoiced to Acme Consulting Ltd \(PO PO-2026-118\)$/),
    ).toBeVisible();
    await expect(page.getByText(/^Paid now/)).toHaveCount(0);
  });

  test('an empty basket goes back to the search page', async ({ page }) => {
    await page.goto('/Book/GRANDLDN/Checkout');
    await expect(page).toHaveURL(/\/Book\/GRANDLDN$/);
  });
});
