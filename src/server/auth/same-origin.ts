import { HttpError } from '../http/errors.ts';
import { trustsProxy } from '../../serving/public-origin.ts';

/**
 * Account and contact writes come from our own pages only. The mount already refuses
 * `Sec-Fetch-Site: cross-site` and non-JSON bodies; this also refuses same-site (a sibling
 * subdomain) and any `Origin` other than ours, for browsers that send one header but not the other.
 * Calls without either header (server-side page loads, API clients) pass: they carry no browser's
 * ambient cookie on someone else's behalf.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw crossSite();
  const origin = request.headers.get('origin');
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossSite();
  }
  // X-Forwarded-Host counts only from our own proxy: anyone else could name the attacker's site in it.
  const forwarded = trustsProxy()
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const hosts = new Set([new URL(request.url).host, request.headers.get('host'), forwarded]);
  if (!hosts.has(originHost)) throw crossSite();
}

function crossSite(): HttpError {
  return new HttpError(403, 'Cross-site requests are not accepted.');
}
