import { PAGE_BYTES_KEY } from '../../src/site/page-bytes.ts';
import { patchModule } from './patch-module.mjs';

// Server build: a page's bytes travel on its Response (see src/site/page-bytes.ts). Pages are
// rendered whole (the Node adapter's `experimentalDisableStreaming`), Astro encodes the text with
// Buffer (three times TextEncoder's speed on a one-byte page) and marks the Response with those
// bytes; the adapter then writes them in one call instead of reading the body's stream.
const KEY = `Symbol.for(${JSON.stringify(PAGE_BYTES_KEY)})`;
const see = 'scripts/vite/page-bytes.mjs';
const PAGE = /astro\/dist\/runtime\/server\/render\/page\.js$/;

export const pageBytes = () => [
  patchModule({
    name: 'stayfront:page-bytes-encode',
    module: PAGE,
    find: 'body = encoder.encode(body);',
    replace: 'body = Buffer.from(body, "utf8");',
    see,
  }),
  patchModule({
    name: 'stayfront:page-bytes-mark',
    module: PAGE,
    find: `  if (status) {
    return new Response(body, { ...init, headers, status, statusText });
  } else {
    return new Response(body, { ...init, headers });
  }`,
    replace: `  const response = status
    ? new Response(body, { ...init, headers, status, statusText })
    : new Response(body, { ...init, headers });
  if (body instanceof Uint8Array) response[${KEY}] = body;
  return response;`,
    see,
  }),
  patchModule({
    name: 'stayfront:page-bytes-write',
    module: /astro\/dist\/core\/app\/node\.js$/,
    find: '  if (!body) return destination.end();',
    replace: `  const bytes = source[${KEY}];
  if (bytes) return destination.end(bytes);
  if (!body) return destination.end();`,
    see,
  }),
];
