import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './fixtures/account-pages.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// Dates of their own, so these tests never compete with others for rooms.
const results = roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(160), isoDaysFromToday(162), '2-0-0');

/** The room's card, its details button and its lowest price, as they are in either language. */
function firstRoom(page: Page) {
  const card = page.getByRole('article').first();
  return {
    card,
    // The room's details come before each rate's.
    details: card.locator('button[aria-haspopup="dialog"]').first(),
    // The "from" price: the first amount on the card.
    price: card.getByText(/\d\.\d\d/).first(),
  };
}

/** How far `inner` sits from `outer`'s left and right edges, in CSS pixels. */
async function gaps(outer: ReturnType<Page['locator']>, inner: ReturnType<Page['locator']>) {
  const o = (await outer.boundingBox())!;
  const i = (await inner.boundingBox())!;
  return { left: i.x - o.x, right: o.x + o.width - (i.x + i.width) };
}

test.describe('right to left', () => {
  test('a room’s price is at the end of its card: the left in Arabic @phone', async ({ page }) => {
    await page.goto(`/ar${results}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = firstRoom(page);
    // The card's border and padding (1 px and 1rem) and nothing more: the price block is pushed to
    // the end and its lines are aligned there.
    expect((await gaps(arabic.card, arabic.price)).left).toBeCloseTo(17, 0);

    await page.goto(results);
    const english = firstRoom(page);
    expect((await gaps(english.card, english.price)).right).toBeCloseTo(17, 0);
  });

  test('a notice’s stripe is on the side where reading starts', async ({ page }) => {
    const stripe = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await main.locator('input[type="email"]').fill(DEMO.email);
      await main.locator('input[type="password"]').fill('not-the-password');
      await main.locator('button[type="submit"]').click();
      const notice = main.getByRole('alert').locator('p');
      await expect(notice).toBeVisible();
      return notice.evaluate((element) => {
        const style = getComputedStyle(element);
        return { left: style.borderLeftWidth, right: style.borderRightWidth };
      });
    };
    expect(await stripe('/ar/Account/Login/GRANDLDN')).toEqual({ left: '0px', right: '4px' });
    expect(await stripe('/Account/Login/GRANDLDN')).toEqual({ left: '4px', right: '0px' });
  });

  test('the arrow keys move through a room’s photos in reading order', async ({ page }) => {
    // Three photos, so that the next one and the one before differ.
    await page.route('**/api/RoomTypeDetails/Get?*', async (route) => {
      const response = await route.fetch();
      const rooms = (await response.json()) as { Photos: { Url: string; AltText: string }[] }[];
      for (const room of rooms) room.Photos.push({ Url: room.Photos[0]!.Url, AltText: 'Third' });
      await route.fulfill({ response, json: rooms });
    });

    /** Opens the first room's photos and names the one shown after each key. */
    const shownAfter = async (path: string, keys: string[]) => {
      await page.goto(path);
      await waitForHydration(page);
      const { details } = firstRoom(page);
      await details.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const photo = dialog.locator('figure img');
      const first = await photo.getAttribute('alt');
      const [previous, next] = await dialog.locator('section button').all();
      // Previous at the start of the row, next at its end.
      const rtl = path.startsWith('/ar/');
      const order = [(await previous!.boundingBox())!.x, (await next!.boundingBox())!.x];
      expect(rtl ? order[0]! > order[1]! : order[0]! < order[1]!).toBe(true);
      await previous!.focus();
      const shown: (string | null)[] = [];
      for (const key of keys) {
        await page.keyboard.press(key);
        await expect(photo).not.toHaveAttribute('alt', shown.at(-1) ?? first ?? '');
        shown.push(await photo.getAttribute('alt'));
      }
      return { first, shown };
    };

    const arabic = await shownAfter(`/ar${results}`, ['ArrowLeft', 'ArrowRight', 'ArrowRight']);
    expect(arabic.shown[0]).not.toBe('Third');
    expect(arabic.shown.slice(1)).toEqual([arabic.first, 'Third']);

    const english = await shownAfter(results, ['ArrowRight', 'ArrowLeft', 'ArrowLeft']);
    expect(english.shown[0]).not.toBe('Third');
    expect(english.shown.slice(1)).toEqual([english.first, 'Third']);
  });
});
