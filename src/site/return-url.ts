import * as urls from './urls.ts';

// Any origin of ours stands in for parsing: a value that resolves elsewhere is not a path of this site.
const HERE = 'http://stayfront.invalid';

/**
 * A path of this site to go back to after logging in or out, else the Book page: never another
 * site, however the value is written (`//host`, `/\\host`, `/.//host` whose dot segment goes when
 * it is resolved, tabs or newlines that browsers drop), and never a value that could break the
 * Location header. Every `returnUrl` the site follows goes through here.
 */
export function safeReturnUrl(value: string | null | undefined, propertyCode: string): string {
  return pathOfThisSite(value) ?? urls.book(propertyCode);
}

function pathOfThisSite(value: string | null | undefined): string | null {
  // Control characters and backslashes have no place in our paths; browsers would skip or reinterpret them.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!URL.canParse(value, HERE)) return null;
  const url = new URL(value, HERE);
  const path = url.pathname + url.search + url.hash;
  // Resolving removes dot segments, so `/.//host` becomes `//host`: a browser reads that as another site.
  return url.origin === HERE && !path.startsWith('//') ? path : null;
}
