import { expect, test } from '@playwright/test';
import { agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { bookThroughApi, manageLink } from './fixtures/manage.ts';

// One amount everywhere: what the guest is shown for a stay agrees wherever it is shown.

const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);
const amountIn = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('an extra is in the running total as soon as it is added, and leaves it when removed', async ({
  page,
}) => {
  const classicDouble = 'Select Flexible Rate, Classic Double';
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(230), isoDaysFromToday(232), '2-0-0,2-0-0'),
    [classicDouble, classicDouble],
    undefined,
    'Extras for room 1',
  );
  const total = page
    .getByRole('complementary', { name: 'Your basket' })
    .getByTestId('running-total');
  const rooms = amountIn(await total.textContent());
  await page.getByRole('button', { name: 'Add one Spa day pass' }).click();
  await expect(total).toHaveText(`Total so far${pounds(rooms + 110)}`);
  await page.getByRole('button', { name: 'Remove one Spa day pass' }).click();
  await expect(total).toHaveText(`Total so far${pounds(rooms)}`);
});

test('checkout and the confirmation say what is paid when in the same words and amounts', async ({
  page,
}) => {
  // A deposit at booking with the rest at the hotel, beside a room charged before arrival.
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(234), isoDaysFromToday(236), '2-0-0,2-0-0'),
    ['Select Bed & Breakfast, Classic Double', 'Select Flexible Rate, Superior Twin'],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  const said = page.getByText(/^Charged now: /);
  await expect(said).toHaveText(
    /^Charged now: £[\d,.]+; Charged before arrival: £[\d,.]+; To pay at the hotel: £[\d,.]+\.$/,
  );
  const lines = ((await said.textContent()) ?? '')
    .slice(0, -1)
    .split('; ')
    .map((line) => line.split(': ') as [string, string]);
  await fillGuest(page);
  await fillCard(page, '4242 4242 4242 4242');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  for (const [label, amount] of lines)
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('+ dd'),
    ).toHaveText(amount);
});

test('from the group search a hotel charging in rand shows its prices in pounds, as the group did', async ({
  page,
}) => {
  const arrive = isoDaysFromToday(238);
  await page.goto(
    `/BookGroup/COASTAL?arrive=${arrive}&depart=${isoDaysFromToday(240)}&adults=2&children=0`,
  );
  const card = page.getByRole('listitem').filter({ hasText: 'Seaside Cape Town' });
  await expect(card.getByText(/^£[\d,.]+$/).first()).toBeVisible();
  await card.getByRole('link', { name: 'See rooms at Seaside Cape Town' }).click();
  await expect(page).toHaveURL(/[?&]currency=GBP(&|$)/);
  await waitForHydration(page);
  await expect(page.getByLabel('Show prices in')).toHaveValue('GBP');
  await expect(page.getByText(/^£[\d,.]+$/).first()).toBeVisible();
});

test('the currency the guest chose on Rooms & Rates follows the booking through checkout to its confirmation', async ({
  page,
}) => {
  await chooseRooms(
    page,
    roomsAndRatesUrl(
      'GRANDLDN',
      isoDaysFromToday(244),
      isoDaysFromToday(246),
      '2-0-0,1-0-0',
      '&currency=EUR',
    ),
    ['Select Flexible Rate, Classic Double', 'Select Bed & Breakfast, Superior Twin'],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  const total = page.getByText(/^£[\d,.]+ \(about €[\d,.]+\)$/);
  await expect(total).toBeVisible();
  const atCheckout = (await total.textContent()) ?? '';
  await fillGuest(page);
  await fillCard(page, '4242 4242 4242 4242');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Total$/ })
      .locator('+ dd'),
  ).toHaveText(atCheckout);
});

test('a hotel’s star rating reads the same on its own page and in the group search', async ({
  page,
}) => {
  await page.goto('/Book/LAGOSBAY');
  await expect(page.getByText('4.5-star hotel', { exact: true })).toBeAttached();
  await expect(page.getByText('★★★★½', { exact: true })).toBeVisible();
  await page.goto(
    `/BookGroup/COASTAL?arrive=${isoDaysFromToday(248)}&depart=${isoDaysFromToday(250)}&adults=2&children=0`,
  );
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Lagos Bay' })
      .getByText(/· 4\.5-star hotel$/),
  ).toBeVisible();
});

test('manage booking shows each room’s own money, and cancelling one room leaves the other’s', async ({
  page,
  request,
  baseURL,
}) => {
  const { number } = await bookThroughApi(request, baseURL!, {
    rooms: [
      { roomType: 'CLDBL', ratePlan: 'BB' },
      { roomType: 'SUPTWN', ratePlan: 'FLEX' },
    ],
    arrivalInDays: 252,
    nights: 2,
    email: 'two.rates@example.com',
  });
  await page.goto(manageLink(number));
  await waitForHydration(page);
  const room = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const deposit = room('Room 1: Classic Double').getByText(
    /^Paid £[\d,.]+ · To pay at the hotel £[\d,.]+$/,
  );
  await expect(deposit).toBeVisible();
  const depositWords = (await deposit.textContent()) ?? '';
  await expect(
    room('Room 2: Superior Twin').getByText(/^Charged before arrival £[\d,.]+$/),
  ).toBeVisible();

  await room('Room 2: Superior Twin')
    .getByRole('button', { name: /^Cancel room/ })
    .click();
  await page.getByLabel('Reason for cancelling').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Review the cancellation' }).click();
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking updated' })).toBeVisible();
  // Nothing of room 1's deposit is refunded for room 2, which had paid nothing.
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Refunded now/ })
      .locator('+ dd'),
  ).toHaveText('£0.00');
  await page.getByRole('button', { name: 'Back to booking' }).click();
  await expect(
    room('Room 1: Classic Double').getByText(depositWords, { exact: true }),
  ).toBeVisible();
});
