import type { Page } from '@playwright/test';

/** Pictures below the first screen load lazily: a full-page shot must not catch them half-way. */
export async function everyPictureLoaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading=lazy]'))
      image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
}
