// The built site's own files (dist/client: hashed scripts under /ClientApp/, pictures, the widget),
// listed once at start. Astro's standalone handler looks every request up on disk (lstat, then a
// stat in `send`) before it reaches a page or the API: about 6 % of a search API call's CPU.
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative, sep } from 'node:path';
import send from 'send';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Serves a request for one of the files under `root`, or calls `next` for every other path. */
export function createStaticFiles(root: string): NodeHandler {
  const files = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          '/' + relative(root, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/'),
      ),
  );
  return (req, res, next) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    let path = query >= 0 ? url.slice(0, query) : url;
    try {
      path = decodeURI(path);
    } catch {
      res.writeHead(400).end('Bad request.');
      return;
    }
    // Only the exact names listed at start: nothing a request spells can reach another file.
    if (!files.has(path)) return next();
    // Hashed names change with their content, so they may be kept for a year.
    const hashed = path.startsWith('/ClientApp/');
    const stream = send(req, path, {
      root,
      dotfiles: 'deny',
      ...(hashed && { maxAge: '1y', immutable: true }),
    });
    stream.on('error', () => next());
    stream.pipe(res);
  };
}
