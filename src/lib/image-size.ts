import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSize } from 'image-size';

const cache = new Map<string, { width: number; height: number } | undefined>();

// Built sites serve public/ from dist/client; during development it is public/ itself.
const ROOTS = [join(process.cwd(), 'dist', 'client'), join(process.cwd(), 'public')];

/**
 * Intrinsic size of one of the site's own images (a `/...` path), for layout decisions made on
 * the server. Remote images and unreadable files give undefined.
 */
export async function localImageSize(url: string | null | undefined): Promise<{ width: number; height: number } | undefined> {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('..')) return undefined;
  if (cache.has(url)) return cache.get(url);
  let size: { width: number; height: number } | undefined;
  for (const root of ROOTS) {
    try {
      const found = imageSize(await readFile(join(root, url.split('?')[0] ?? url)));
      size = { width: found.width, height: found.height };
      break;
    } catch {
      // try the next root
    }
  }
  cache.set(url, size);
  return size;
}
