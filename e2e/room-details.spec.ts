import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

const arrive = isoDaysFromToday(40);
const depart = isoDaysFromToday(42);

test.describe('a room’s details', () => {
  test('show every photo with its alt text, by keyboard, and the room’s size @phone', async ({
    page,
  }) => {
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'));
    await waitForHydration(page);
    const card = page.getByRole('article', { name: 'Classic Double' });
    // The card keeps its one picture; the details are not in the page until opened.
    await expect(card.getByRole('img')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const open = card.getByRole('button', { name: 'Room details' });
    await expect(open).toHaveAccessibleDescription('Classic Double');
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Classic Double' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Size: 22 m²')).toBeVisible();
    const first = 'Classic Double: a double bed with white linen by a window onto the courtyard';
    await expect(dialog.getByRole('img', { name: first })).toBeVisible();
    await expect(dialog.getByText('Photo 1 of 2')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('room-details.png') });

    // Next by keyboard, then the arrow keys go round.
    await dialog.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    const façade = 'The hotel’s façade on the Strand';
    await expect(dialog.getByRole('img', { name: façade })).toBeVisible();
    await expect(dialog.getByText('Photo 2 of 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: first })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img', { name: façade })).toBeVisible();

    // Escape closes it, it leaves the page, and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});
