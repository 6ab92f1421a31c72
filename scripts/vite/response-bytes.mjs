import { fileURLToPath } from 'node:url';
import { RESPONSE_BYTES_KEY } from '../../src/serving/response-bytes.ts';
import { patchModule } from './patch-module.mjs';

// Server build: a page's bytes travel on its Response (see src/serving/response-bytes.ts). Pages are
// rendered whole (the Node adapter's `experimentalDisableStreaming`), Astro encodes the text with
// Buffer (three times TextEncoder's speed on a one-byte page) and makes the Response of those bytes
// (`responseOfBytes`); the adapter then writes them in one call instead of reading the body's stream.
const KEY = `Symbol.for(${JSON.stringify(RESPONSE_BYTES_KEY)})`;
const see = 'scripts/vite/response-bytes.mjs';
const PAGE = /astro\/dist\/runtime\/server\/render\/page\.js$/;
const HELPER = JSON.stringify(
  fileURLToPath(new URL('../../src/serving/response-bytes.ts', import.meta.url)),
);

export const responseBytes = () => [
  patchModule({
    name: 'stayfront:response-bytes-import',
    module: PAGE,
    find: 'import { encoder } from "./common.js";',
    replace: `import { encoder } from "./common.js";\nimport { responseOfBytes } from ${HELPER};`,
    see,
  }),
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
    replace: `  const options = status ? { ...init, headers, status, statusText } : { ...init, headers };
  return bytes ? responseOfBytes(bytes, options) : new Response(body, options);`,
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
