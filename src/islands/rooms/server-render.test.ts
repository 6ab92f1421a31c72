import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NoAvailability } from './NoAvailability.tsx';

/** What React's server renderer sends for an element, read as it streams (as Astro reads it). */
async function serverHtml(element: ReturnType<typeof createElement>): Promise<string> {
  return new Response(await renderToReadableStream(element)).text();
}

describe('parts of the rooms island that load later in the browser', () => {
  // A part that suspends while the server renders makes React stream inline scripts to reveal
  // it, and the pages' content security policy refuses them: the first Rooms & Rates page after a
  // start came without them.
  it('are drawn by the server at once, with no inline script', async () => {
    const html = await serverHtml(
      createElement(NoAvailability, {
        reason: 'No rooms available on selected dates',
        changeDates: {
          propertyCode: 'GRANDLDN',
          today: '2026-11-25',
          searchKey: 'arrive=2027-01-10&depart=2027-01-12&rooms=2-0-0',
          arrive: '2027-01-10',
          depart: '2027-01-12',
        },
        hotelMessage: null,
        contact: { telephone: '+44 20 7946 0000', email: 'reservations@grandlondon.example' },
        alternatives: [],
        currency: 'GBP',
        exchange: null,
      }),
    );
    expect(html).toContain('<form');
    expect(html).not.toContain('<script');
  });
});
