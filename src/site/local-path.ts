const BASE = 'http://local.invalid';

/**
 * A path on this site to send the guest back to, or `fallback`: anything that would resolve to
 * another origin (`//host`, `/\host`, `/.//host`, an absolute URL) or is not a path is refused.
 */
export function localPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // The resolved path itself must not start `//`, or a browser reads it as another host.
  const path = `${url.pathname}${url.search}`;
  return path.startsWith('//') ? fallback : path;
}
