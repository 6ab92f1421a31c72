import { expect, test, type Page } from '@playwright/test';
import { PROPERTY } from './fixtures/account-pages.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { emailedLinkCode } from './fixtures/link-codes.ts';
import { manageLink } from './fixtures/manage.ts';
import { countDraws } from './fixtures/redraws.ts';
import { preCheckIn } from '../src/site/urls.ts';

// An island that draws its whole page again right after waking blocks a phone for tens
// of milliseconds (60–170 ms at 4x CPU), for a page that looks the same. Each island here draws
// its page once, when it hydrates; what it loads later (the running basket's code) may draw only
// itself (two parts). The search form on /Book is not here: it draws again on purpose, to swap its plain
// server form for the interactive one.
const AT_MOST_LATER = 3;

async function drawsOnWaking(page: Page, url: string, island: string) {
  const drawn = await countDraws(page);
  await page.goto(url);
  await waitForHydration(page);
  // Code loaded at an idle moment (the next steps, the running basket) has arrived by then.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const commits = (await drawn())[island] ?? [];
  const [hydration = 0, ...later] = commits;
  return { hydration, later: later.reduce((sum, n) => sum + n, 0) };
}

const pages = [
  {
    name: 'Rooms & Rates, two rooms',
    url: () =>
      roomsAndRatesUrl(PROPERTY, isoDaysFromToday(40), isoDaysFromToday(42), '2-0-0,1-0-0'),
    island: 'RoomsAndRates',
  },
  { name: 'manage booking', url: () => manageLink('GL-7Q4K9P'), island: 'ManageBooking' },
  {
    name: 'pre-check-in',
    url: () => preCheckIn(PROPERTY, 'GL-7Q4K9P', emailedLinkCode('pre-check-in', 'GL-7Q4K9P')),
    island: 'PreCheckIn',
  },
];

for (const { name, url, island } of pages) {
  test(`${name}: the island draws its page once when it wakes`, async ({ page }) => {
    const { hydration, later } = await drawsOnWaking(page, url(), island);
    // Hydration drew the page's components (the count shows the hook saw this island)...
    expect(hydration).toBeGreaterThan(5);
    // ...and nothing after it drew them again.
    expect(later).toBeLessThanOrEqual(AT_MOST_LATER);
  });
}

test('choosing the first of two rooms draws again only the cards it changed', async ({ page }) => {
  const drawn = await countDraws(page);
  // Two rooms for the same guests: the second room's list differs from the first's only in the
  // rooms left of the type just chosen.
  await page.goto(
    roomsAndRatesUrl(PROPERTY, isoDaysFromToday(44), isoDaysFromToday(46), '2-0-0,2-0-0'),
  );
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const before = (await drawn())['RoomsAndRates'] ?? [];
  const [hydration = 0] = before;
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Room 2 of 2/ })).toBeVisible();
  // The first room's extras are asked for at once; their answer is drawn too.
  await page.waitForLoadState('networkidle');
  const after = (await drawn())['RoomsAndRates'] ?? [];
  const byTheChoice = after.slice(before.length).reduce((sum, n) => sum + n, 0);
  expect(hydration).toBeGreaterThan(100);
  // Drawing every card again would be more than the whole list once (696 parts for the
  // next room's list; redrawing only the cards that changed is 125).
  expect(byTheChoice).toBeLessThan(hydration);
});
