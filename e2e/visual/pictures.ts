import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A full-page shot the same every time: every picture loaded (lazy ones too, which a shot could
 * catch half-way), and taken from the top of the page, since a fixed bar (the phone's basket) is
 * drawn where the screen was scrolled to.
 */
export async function readyForFullPageShot(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading=lazy]'))
      image.loading = 'eager';
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
}

/**
 * The whole page, compared with its approved baseline. `mask` covers what differs on every run
 * (a new booking's reference), drawn as a plain box in the baseline.
 */
export async function looksAsApproved(
  page: Page,
  name: string,
  mask: Locator[] = [],
): Promise<void> {
  await readyForFullPageShot(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask });
}
