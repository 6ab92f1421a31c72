/** Routes whose path names a property code, and where in the path it sits (spec §2). */
const CODE_POSITION: Record<string, number> = {
  book: 1,
  manage: 1,
  precheckin: 1,
  securepay: 1,
  restaurant: 1,
  manageaccount: 1,
  account: 2,
};

/**
 * The property code a path names, if it is one of the spec's property routes (`/Book/GRANDLDN/…`,
 * `/Account/Login/GRANDLDN`), so a page that cannot be found still shows that hotel's header and
 * contact details. Only a well-formed code; whether it exists is the caller's lookup.
 */
export function propertyCodeInPath(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const position = CODE_POSITION[(parts[0] ?? '').toLowerCase()];
  const code = position === undefined ? undefined : parts[position];
  return code && /^[A-Za-z0-9_-]{1,50}$/.test(code) ? code : null;
}
