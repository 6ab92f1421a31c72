import { RESPONSE_BYTES_KEY } from '../../src/site/response-bytes.ts';
import { patchModule } from './patch-module.mjs';

// Server build: a page's bytes travel on its Response (see src/site/response-bytes.ts). Pages are
// rendered whole (the Node adapter's `experimentalDisableStreaming`), Astro encodes the text with
// Buffer (three times TextEncoder's speed on a one-byte page) and marks the Response with those
// bytes; the adapter then writes them in one call instead of reading the body's stream.
const KEY = `Symbol.for(${JSON.stringify(RESPONSE_BYTES_KEY)})`;
const see = 'scripts/vite/response-bytes.mjs';
const PAGE = /astro\/dist\/runtime\/server\/render\/page\.js$/;

export const responseBytes = () => [
  // The Response keeps the text: undici would copy bytes given to it, and encodes a text only if
  // somebody reads the body.
  patchModule({
    name: 'stayfront:response-bytes-encode',
    module: PAGE,
    find: `  if (!streaming && typeof body === "string") {
    body = encoder.encode(body);
    headers.set("Content-Length", body.byteLength.toString());
  }`,
    replace: `  let bytes;
  if (!streaming && typeof body === "string") {
    bytes = Buffer.from(body, "utf8");
    headers.set("Content-Length", bytes.byteLength.toString());
  }`,
    see,
  }),
  patchModule({
    name: 'stayfront:response-bytes-mark',
    module: PAGE,
    find: `  if (status) {
    return new Response(body, { ...init, headers, status, statusText });
  } else {
    return new Response(body, { ...init, headers });
  }`,
    replace: `  const response = status
    ? new Response(body, { ...init, headers, status, statusText })
    : new Response(body, { ...init, headers });
  if (bytes) response[${KEY}] = bytes;
  return response;`,
    see,
  }),
  patchModule({
    name: 'stayfront:response-bytes-write',
    module: /astro\/dist\/core\/app\/node\.js$/,
    find: '  if (!body) return destination.end();',
    replace: `  const bytes = source[${KEY}];
  if (bytes) return destination.end(bytes);
  if (!body) return destination.end();`,
    see,
  }),
];
