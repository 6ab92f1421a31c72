import { getApi } from '../server/runtime.ts';
import * as urls from '../site/urls.ts';

/**
 * Where the site root sends a guest: DEFAULT_PROPERTY's booking page; else, on a live start, the
 * first hotel imported from a file (undefined while there is none); else the demo hotel.
 */
export async function siteRootLocation(
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  const configured = env['DEFAULT_PROPERTY']?.trim();
  if (configured) return urls.book(configured);
  const api = await getApi();
  if (!api.homeProperty) return urls.book('GRANDLDN');
  const code = await api.homeProperty();
  return code ? urls.book(code) : undefined;
}
