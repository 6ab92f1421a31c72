/**
 * What analytics may see of a page's address. Emailed links and confirmations carry bearer
 * credentials in their paths (link codes, confirmation tokens, reservation and invoice numbers)
 * and queries (`?token=`, `?booking=`, `?payment=`): analytics gets the route with each of those
 * segments replaced by `redacted`, and only the query parameters that say how a guest searched or
 * arrived. The server applies it (the cookie banner hands the result to page views and ecommerce
 * events; pages whose address holds a credential send only their origin as the referrer).
 */

// The route's own segments, then the credentials: /Book/{property}/{Checkout|Status|Confirmation}/…,
// /Manage/{property}/Reservation/…, /SecurePay/{property}/{action|Status|Confirmation}/…,
// /Restaurant/{property}/Cancel/…, /PreCheckIn/{property}/…, /SimulatedGateway/{kind}/….
const CREDENTIALS =
  /^(\/(?:(?:book|manage|securepay|restaurant)\/[^/]*|precheckin|simulatedgateway)\/[^/]*\/)(.+)$/i;
// Names as sent (an encoded name is not one of them, so it goes).
const SAFE_QUERY =
  /^(arrive|depart|rooms|adults|children|lang|promo|rate|room|location|currency|area|date|reason|utm_\w+|gclid|fbclid)(=|$)/i;

/** A page's path and query (`/Manage/X/Reservation/N/C?x=1`) as analytics may see it; no fragment. */
export function analyticsPath(pathAndQuery: string): string {
  const [path = '', query = ''] = pathAndQuery.split('#')[0]!.split('?');
  const kept = query.split('&').filter((pair) => SAFE_QUERY.test(pair));
  const route = path.replace(
    CREDENTIALS,
    (_all, start: string, rest: string) => start + rest.replace(/[^/]+/g, 'redacted'),
  );
  return route + (kept.length ? `?${kept.join('&')}` : '');
}

/** Whether a page's address carries something analytics must not see. */
export const carriesCredential = (pathAndQuery: string): boolean =>
  analyticsPath(pathAndQuery) !== pathAndQuery.split('#')[0];
