import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { addDays } from './fixtures/search-page.ts';

// The demo group COASTAL: The Grand London, Seaside Cape Town and Lagos Bay, one area each.
const GROUP = 'COASTAL';
const arrive = addDays(new Date().toISOString().slice(0, 10), 60);
const depart = addDays(arrive, 3);

test('a guest searches the group by area, picks a hotel and lands on its Rooms & Rates with the same search and total @phone', async ({
  page,
}) => {
  await page.goto(`/BookGroup/${GROUP}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Book your stay with Coastal Collection',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Arrival').fill(arrive);
  await page.getByLabel('Departure').fill(depart);
  await page.getByLabel('Adults per room').selectOption('2');
  await page.getByLabel('Area').selectOption({ label: 'London' });
  await page.getByRole('button', { name: 'Search our hotels' }).click();

  await expect(page.getByRole('heading', { name: /^1 of 1 hotels available/ })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'The Grand London' });
  const total = (
    await card
      .getByText(/^£[\d,.]+$/)
      .first()
      .innerText()
  ).trim();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'See rooms at The Grand London' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/Book/GRANDLDN/Rooms-And-Rates\\?arrive=${arrive}&depart=${depart}&rooms=2-0-0`),
  );
  await expect(page.getByText(total).first()).toBeVisible();
});

test('all the group\u2019s hotels, cheapest first, in the group\u2019s currency with what each charges', async ({
  page,
}) => {
  await page.goto(`/BookGroup/${GROUP}?arrive=${arrive}&depart=${depart}&adults=2&children=0`);
  const names = await page.getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names.sort()).toEqual(['Lagos Bay', 'Seaside Cape Town', 'The Grand London']);
  const totals = await page
    .getByRole('listitem')
    .getByText(/^£[\d,.]+$/)
    .allInnerTexts();
  const amounts = totals.map((text) => Number(text.replace(/[£,]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  await expect(page.getByText(/^Charged in ZAR:/)).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { itemListElement: { item: { '@type': string } }[] };
  expect(jsonLd.itemListElement.map((entry) => entry.item['@type'])).toEqual([
    'Hotel',
    'Hotel',
    'Hotel',
  ]);
});

test('two rooms of two adults are priced as two rooms and carried to Rooms & Rates', async ({
  page,
}) => {
  await page.goto(
    `/BookGroup/${GROUP}?arrive=${arrive}&depart=${depart}&roomCount=2&adults=2&children=0`,
  );
  await expect(page.getByLabel('Rooms')).toHaveValue('2');
  const link = page.getByRole('link', { name: 'See rooms at The Grand London' });
  await expect(link).toHaveAttribute('href', new RegExp(`rooms=2-0-0%2C2-0-0|rooms=2-0-0,2-0-0`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the plain form searches and shows the results rendered on the server', async ({ page }) => {
    await page.goto(`/BookGroup/${GROUP}`);
    await page.getByLabel('Arrival').fill(arrive);
    await page.getByLabel('Departure').fill(depart);
    await page.getByRole('button', { name: 'Search our hotels' }).click();
    await expect(page.getByRole('heading', { name: /hotels available/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^See rooms at / }).first()).toBeVisible();
  });
});

test('an unknown group is not found', async ({ page }) => {
  const answer = await page.goto('/BookGroup/NO-SUCH-GROUP');
  expect(answer?.status()).toBe(404);
});
