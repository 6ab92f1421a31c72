// Checks that the pages a guest usually lands on arrive in one round trip, in every language: a
// new connection's first flight is 10 packets of 1,460 bytes (RFC 6928), 14,600 bytes with the
// headers. Past it, the first paint waits one more round trip (on Lighthouse's phone, 150 ms:
// /Book's LCP went 1.05 → 1.23 s for 55 bytes). Measured as the browser receives it: Brotli,
// first visit (the cookie banner in the page). Run through `npm run size` after a build.
import { connect } from 'node:net';
import { LOCALES } from '../src/i18n/locale.ts';
import { withBuiltServer } from '../src/entry/measure/built-server.ts';
import { demoLinks } from '../src/entry/measure/demo-links.ts';
import { localisedPath } from '../src/site/locale-paths.ts';

const FIRST_FLIGHT = 14_600;
const links = demoLinks();

const PAGES = [
  ['/Book', '/Book/GRANDLDN'],
  ['Rooms & Rates', links.roomsAndRates],
  // Its shell: the stay is drawn from the browser's basket after the first paint.
  ['Checkout', '/Book/GRANDLDN/Checkout'],
  ['Confirmation', links.confirmation],
  ['Manage', links.manage],
  ['Pay by link', links.pay],
];

/** Bytes on the wire for one GET: status line, headers, and the body as sent (chunked, Brotli). */
function bytesOnTheWire(origin, path) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let head = '';
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n` +
          'Accept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n',
      ),
    );
    socket.on('data', (chunk) => {
      if (bytes === 0) head = chunk.toString('latin1', 0, 12);
      bytes += chunk.length;
    });
    socket.on('end', () =>
      // A redirect or error page would measure small and prove nothing.
      head.startsWith('HTTP/1.1 200') ? resolve(bytes) : reject(new Error(`${path}: ${head}`)),
    );
    socket.on('error', reject);
  });
}

const column = (text, width) => String(text).padStart(width);
const widths = LOCALES.map((locale) => Math.max(locale.length, 6));

const over = await withBuiltServer(4470, async (origin) => {
  const failures = [];
  console.log(`${'page'.padEnd(14)}${LOCALES.map((l, i) => column(l, widths[i] + 2)).join('')}`);
  for (const [name, path] of PAGES) {
    const cells = [];
    for (const [i, locale] of LOCALES.entries()) {
      const bytes = await bytesOnTheWire(origin, localisedPath(locale, path));
      const past = bytes > FIRST_FLIGHT;
      cells.push(column(bytes, widths[i] + 1) + (past ? '!' : ' '));
      if (past) failures.push(`${name} (${locale}, ${bytes} B)`);
    }
    console.log(`${name.padEnd(14)}${cells.join('')}`);
  }
  return failures;
});
if (over.length) {
  console.error(`Over the first round trip (${FIRST_FLIGHT} B, marked !): ${over.join(', ')}`);
  process.exit(1);
}
console.log(`Every page in every language within the first round trip (${FIRST_FLIGHT} B).`);
