const BASE = 'http://local.invalid';

/**
 * A path on this site to send the guest back to (after logging in or out, after a cookie choice),
 * or `fallback`. Refused: anything that would resolve to another origin (`//host`, `/\host`, an
 * absolute URL), a path that begins `//` once its dot segments are resolved (`/.//host`), control
 * characters and backslashes (browsers drop or reinterpret them, and they could break the Location
 * header), and anything that is not a path. The fragment is left out.
 */
export function localPath(value: unknown, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value))
    return fallback;
  if (!URL.canParse(value, BASE)) return fallback;
  const url = new URL(value, BASE);
  // The resolved path itself must not start `//`, or a browser reads it as another host.
  const path = `${url.pathname}${url.search}`;
  return url.origin !== BASE || path.startsWith('//') ? fallback : path;
}
