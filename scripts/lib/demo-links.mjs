// The demo pages the measuring scripts open: a stay 40 days ahead, and the emailed links of the
// demo data (src/server/seed), signed with the measuring server's LINK_SECRET.
import { createHash, createHmac } from 'node:crypto';

const code = (text) =>
  createHmac('sha256', process.env.LINK_SECRET ?? '')
    .update(text)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** A date `days` from today (`YYYY-MM-DD`, UTC). */
export const daysAhead = (days) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

/** Sets the secret the measuring server is started with (unless one is set) and names the links. */
export function demoLinks() {
  process.env.LINK_SECRET ??= 'size-measurement-link-secret';
  return {
    // Two adults, two nights, 40 days ahead.
    roomsAndRates: `/Book/GRANDLDN/Rooms-And-Rates?arrive=${daysAhead(40)}&depart=${daysAhead(42)}&rooms=2-0-0`,
    // The demo booking GL-7Q4K9P's manage link.
    manage: `/Manage/GRANDLDN/Reservation/GL-7Q4K9P/${code('manage\nGL-7Q4K9P')}`,
    // The first demo payment request (id 1, INV-24017).
    pay: `/SecurePay/GRANDLDN/P/INV-24017/${code('pay\n1\nINV-24017\nP')}?id=1`,
    // The demo booking's confirmation (its token does not depend on the secret).
    confirmation: `/Book/GRANDLDN/Confirmation/${createHash('sha256')
      .update('stayfront-demo:GL-7Q4K9P')
      .digest()
      .subarray(0, 16)
      .toString('base64url')}`,
  };
}
