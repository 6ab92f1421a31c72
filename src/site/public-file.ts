import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Built sites serve public/ from dist/client; during development it is public/ itself.
const ROOTS = [join(process.cwd(), 'dist', 'client'), join(process.cwd(), 'public')];

/**
 * The bytes of one of the site's own static files (a `/...` path), or undefined for remote
 * addresses, paths that try to leave the site's folders, and files that are not there.
 */
export async function readPublicFile(url: string | null | undefined): Promise<Buffer | undefined> {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('..')) return undefined;
  const path = url.split('?')[0] ?? url;
  for (const root of ROOTS) {
    try {
      return await readFile(join(root, path));
    } catch {
      // try the next root
    }
  }
  return undefined;
}
