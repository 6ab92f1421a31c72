import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../src/server/testing/postgres-database.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { askOneNightLonger } from './fixtures/manage.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { harbourInnFile, startHotelServer, type HotelServer } from './fixtures/hotel-server.ts';

// A hotel that starts live from its own file: its own server (E2E_PORT + 2), PostgreSQL when
// TEST_DATABASE_URL is set (then a rates spreadsheet can change it while it runs), else PGlite.
const PORT = Number(process.env['E2E_PORT'] ?? 4400) + 2;
const serverUrl = process.env['TEST_DATABASE_URL'];
const run = promisify(execFile);

/** The next Sunday at least `days` ahead: a Sunday and Monday night are both weekday prices. */
function sundayAfter(days: number): string {
  const date = new Date(`${isoDaysFromToday(days)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}
const arrive = sundayAfter(20);
const depart = new Date(Date.parse(`${arrive}T00:00:00Z`) + 2 * 86_400_000)
  .toISOString()
  .slice(0, 10);

let server: HotelServer;
/** Temporary folders of the generated hotel file and spreadsheet, removed after the tests. */
const folders: string[] = [];
let database: ThrowawayDatabase | undefined;

test.describe('a hotel from its own file', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const file = await harbourInnFile(isoDaysFromToday(-1), isoDaysFromToday(200));
    folders.push(path.dirname(file));
    database = serverUrl ? await createThrowawayDatabase(serverUrl, 'e2ehotel') : undefined;
    server = await startHotelServer(PORT, {
      HOTEL_FILES: file,
      // The site root then opens the first hotel imported.
      DEFAULT_PROPERTY: undefined,
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: 'memory://' }),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const openRooms = async (page: Page) => {
    await page.goto(`${server.url}${roomsAndRatesUrl('HARBOUR', arrive, depart, '2-0-0')}`);
    await waitForHydration(page);
  };

  test('shows the file’s rooms, rates and prices, and no demo hotel', async ({ page }) => {
    await openRooms(page);
    await expect(
      page.getByRole('heading', { name: 'Harbour View Double', level: 3 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Garden Twin', level: 3 })).toBeVisible();
    const harbourView = page.getByRole('article').filter({ hasText: 'Harbour View Double' });
    // Two weekday nights: 2 × £120 room only; 2 × (£110 + 2 × £15 breakfast) with breakfast.
    await expect(harbourView.getByText('£240').first()).toBeVisible();
    await expect(harbourView.getByText('£280').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Room only, Garden Twin' })).toBeVisible();
    expect((await page.request.get(`${server.url}/api/Property/GRANDLDN`)).status()).toBe(404);
  });

  test('a room’s details show the file’s photos, their alt text and the size', async ({ page }) => {
    await openRooms(page);
    const card = page.getByRole('article').filter({ hasText: 'Harbour View Double' });
    await card.getByRole('button', { name: 'Room details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Harbour View Double' });
    await expect(dialog.getByText('Size: 20 m²')).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: 'A double bed facing a window over the harbour' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByRole('img', { name: 'The harbour at dusk' })).toBeVisible();
    await page.keyboard.press('Escape');
    // A room without a size says none; its one photo needs no Previous and Next.
    await page
      .getByRole('article')
      .filter({ hasText: 'Garden Twin' })
      .getByRole('button', { name: 'Room details' })
      .click();
    const twin = page.getByRole('dialog', { name: 'Garden Twin' });
    await expect(
      twin.getByRole('img', { name: 'Two single beds with striped covers' }),
    ).toBeVisible();
    await expect(twin.getByText(/^Size:/)).toHaveCount(0);
    await expect(twin.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
  });

  test('the site root opens the hotel from the file, not the demo hotel', async ({ page }) => {
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/Book/HARBOUR');
  });

  test('books a room, then lengthens and cancels the booking', async ({ page }) => {
    test.slow();
    const later = sundayAfter(40);
    const leave = new Date(Date.parse(`${later}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await chooseRooms(page, `${server.url}${roomsAndRatesUrl('HARBOUR', later, leave, '2-0-0')}`, [
      'Select Room only, Harbour View Double',
    ]);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await waitForHydration(page);
    await fillGuest(page, { ...ADA, email: 'ada.harbour@example.co.uk' });
    await fillCard(page, '4242 4242 4242 4242', 'ada.harbour@example.co.uk');
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm and pay £120/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Room 1: Harbour View Double' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'What next' })
      .getByRole('link', { name: 'Manage booking' })
      .click();
    await waitForHydration(page);
    // Amend: one night longer, the second weekday night charged to the card.
    await page.getByRole('button', { name: 'Change dates' }).click();
    await askOneNightLonger(page);
    await page.getByRole('button', { name: 'Review the change' }).click();
    await expect(
      page.getByText(/Room 1 \(Harbour View Double\): dates changed from/),
    ).toBeVisible();
    await expect(page.getByText('Charged now to your Visa ending 4242')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(page.getByRole('heading', { name: 'Booking updated', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Back to booking' }).click();
    await expect(page.getByText('£240.00').first()).toBeVisible();

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    await dialog
      .getByLabel('Reason for cancelling')
      .selectOption({ label: 'Change of travel plans' });
    await dialog.getByRole('button', { name: 'Show the fee and refund' }).click();
    await expect(dialog.getByText('Cancelling now is free of charge.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking cancelled', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Room 1: Harbour View Double — cancelled' }),
    ).toBeVisible();
  });

  test('takes new prices from a rates spreadsheet while it runs', async ({ page }) => {
    test.skip(!database, 'Needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process’s database.');
    const folder = await mkdtemp(path.join(tmpdir(), 'stayfront-e2e-rates-'));
    folders.push(folder);
    const csv = path.join(folder, 'rates.csv');
    await writeFile(
      csv,
      `from,to,roomType,ratePlan,price,rooms,minStay\n${arrive},${arrive},HVD,ROOM,135,,\n`,
    );
    const { stdout } = await run(
      process.execPath,
      [
        '--experimental-strip-types',
        '--disable-warning=ExperimentalWarning',
        'src/server/hotel-file/cli.ts',
        'rates',
        csv,
      ],
      { env: { ...process.env, DATABASE_URL: database!.url } },
    );
    expect(stdout).toContain('nightly prices: 1 nights changed');
    await openRooms(page);
    const harbourView = page.getByRole('article').filter({ hasText: 'Harbour View Double' });
    await expect(harbourView.getByText('£255').first()).toBeVisible();
  });
});
