import { readPublicFile } from './public-file.ts';
import { isOwnJpeg } from './webp.ts';

const known = new Map<string, string | undefined>();

/**
 * A `srcset` for one of the site's own JPEG pictures when a narrower copy (`name-800.jpg`) sits
 * beside it, so phones download a quarter of the bytes; undefined for other pictures.
 */
export async function heroSrcset(url: string | null | undefined): Promise<string | undefined> {
  if (!isOwnJpeg(url)) return undefined;
  if (known.has(url)) return known.get(url);
  const narrow = url.replace(/\.jpg$/, '-800.jpg');
  const srcset = (await readPublicFile(narrow)) ? `${narrow} 800w, ${url} 1600w` : undefined;
  known.set(url, srcset);
  return srcset;
}
