import { expect, test, type Page } from '@playwright/test';
import { followEmailLink, PROPERTY, uniqueEmail } from './fixtures/account-pages.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { bookThroughApi } from './fixtures/manage.ts';
import { addDays } from './fixtures/search-page.ts';

/** The next given weekday (0 = Sunday) at least `after` days ahead. */
const next = (weekday: number, after: number) => {
  let date = addDays(new Date().toISOString().slice(0, 10), after);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
};
const chooseParty = async (page: Page, size: string) => {
  await expect(page.getByLabel('Party size')).toContainText('2 guests');
  await page.getByLabel('Party size').selectOption(size);
};

test('a guest books a table from the booking confirmation, with the stay and contact details filled in @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('table');
  const { token } = await bookThroughApi(request, baseURL!, {
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    arrivalInDays: 20,
    nights: 2,
    email,
  });
  await page.goto(`/Book/${PROPERTY}/Confirmation/${token}`);
  await page
    .getByRole('navigation', { name: 'What next' })
    .getByRole('link', { name: 'Book a table' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a table');
  await waitForHydration(page);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Name for the booking')).toHaveValue(/^Ada Lovelace, booking GL-/);
  await expect(page.getByLabel('Restaurant')).toHaveValue(/\d+/);
  await chooseParty(page, '2');
  await expect(page.getByRole('radio', { name: /^19:00/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /^17:30 · offer/ }).check();
  await page.getByRole('radio', { name: /Pre-theatre menu/ }).check();
  await page.getByRole('button', { name: 'Book a table' }).click();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  const reference = (await page.getByText(/^TB-/).innerText()).trim();
  await expectNoAxeViolations(page);

  // The confirmation email's link cancels it.
  await followEmailLink(page, email, new RegExp('Table booked: The Strand Grill'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel a table booking');
  await expect(page.getByText(`Cancel table booking ${reference}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel this table booking' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your table booking has been cancelled.' }),
  ).toBeVisible();
});

test('afternoon tea on a Monday says it is not served that day', async ({ page }) => {
  await page.goto(`/Restaurant/${PROPERTY}`);
  await waitForHydration(page);
  await page.getByLabel('Restaurant').selectOption({ label: 'Palm Court Afternoon Tea' });
  await page.getByLabel('Date').fill(next(1, 7));
  await chooseParty(page, '2');
  await expect(
    page.getByText('Afternoon tea is not served that day. Please choose another date.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a time taken while the guest was typing is refused with the reason, and the times are reloaded', async ({
  page,
  request,
}) => {
  const date = next(3, 30);
  await page.goto(`/Restaurant/${PROPERTY}`);
  await waitForHydration(page);
  await page.getByLabel('Date').fill(date);
  await chooseParty(page, '2');
  await page.getByRole('radio', { name: /^21:30/ }).check();
  await page.getByLabel('Name for the booking').fill('Grace Hopper');
  await page.getByLabel('Email address').fill('grace@example.com');
  await page.getByLabel('Contact number').fill('+44 20 7946 0001');
  // Meanwhile three parties of eight take all 24 seats at 21:30.
  const restaurants = (await (
    await request.get(`/api/RestaurantBooking/Restaurants?propertyId=${PROPERTY}`)
  ).json()) as { Id: number; Name: string }[];
  const grill = restaurants.find((restaurant) => restaurant.Name === 'The Strand Grill')!.Id;
  for (let party = 0; party < 3; party++) {
    const answer = await request.post('/api/RestaurantBooking/Create', {
      data: {
        PropertyId: PROPERTY,
        RestaurantId: grill,
        VisitDate: date,
        VisitTime: '21:30',
        PartySize: 8,
        Identifier: `Party ${party}`,
        Email: 'party@example.com',
        ContactNumber: '+44 20 7946 0002',
      },
    });
    expect(((await answer.json()) as { Success: boolean }).Success).toBe(true);
  }
  await page.getByRole('button', { name: 'Book a table' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Sorry, that time has just been taken. Please choose another time.' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^21:30/ })).toHaveCount(0);
});

test('the menu offers Book a table where the hotel takes table bookings', async ({ page }) => {
  await page.goto(`/Book/${PROPERTY}`);
  const phoneMenu = page.locator('summary', { hasText: 'Menu' });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  await page.getByRole('link', { name: 'Book a table' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Restaurant/${PROPERTY}$`));
  expect((await page.goto('/Restaurant/SEASIDECPT'))?.status()).toBe(404);
});
