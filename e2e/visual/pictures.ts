import type { Page } from '@playwright/test';

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
