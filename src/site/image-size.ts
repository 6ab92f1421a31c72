import { imageSize } from 'image-size';
import { readPublicFile } from './public-file.ts';

const cache = new Map<string, { width: number; height: number } | undefined>();

/**
 * Intrinsic size of one of the site's own images (a `/...` path), for layout decisions made on
 * the server. Remote images and unreadable files give undefined.
 */
export async function localImageSize(
  url: string | null | undefined,
): Promise<{ width: number; height: number } | undefined> {
  if (!url) return undefined;
  if (cache.has(url)) return cache.get(url);
  const bytes = await readPublicFile(url);
  let size: { width: number; height: number } | undefined;
  try {
    const found = bytes ? imageSize(bytes) : undefined;
    size = found ? { width: found.width, height: found.height } : undefined;
  } catch {
    size = undefined; // not an image we can read
  }
  cache.set(url, size);
  return size;
}
