// The demo pages the measuring scripts open: a stay 40 days ahead, and the emailed links of the
// demo data (src/server/seed), built and signed as the server builds them, with the measuring
// server's LINK_SECRET.
import { payLinkUrl } from '../../server/areas/pay-by-link/link.ts';
import { manageUrl } from '../../server/areas/reservation/manage-link.ts';
import { demoConfirmationToken } from '../../server/seed/demo-token.ts';
import { confirmation } from '../../site/booking-urls.ts';

/** A date `days` from today (`YYYY-MM-DD`, UTC). */
export const daysAhead = (days: number): string =>
  new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

/** Sets the secret the measuring server is started with (unless one is set) and names the links. */
export function demoLinks() {
  process.env.LINK_SECRET ??= 'size-measurement-link-secret';
  const secret = process.env.LINK_SECRET;
  return {
    // Two adults, two nights, 40 days ahead.
    roomsAndRates: `/Book/GRANDLDN/Rooms-And-Rates?arrive=${daysAhead(40)}&depart=${daysAhead(42)}&rooms=2-0-0`,
    // The demo booking GL-7Q4K9P.
    manage: manageUrl(secret, 'GRANDLDN', 'GL-7Q4K9P'),
    // The first demo payment request.
    pay: payLinkUrl(secret, 'GRANDLDN', { id: 1, invoiceNumber: 'INV-24017', action: 'Pay' }),
    // Its token does not depend on the secret.
    confirmation: confirmation('GRANDLDN', demoConfirmationToken('GL-7Q4K9P')),
  };
}
