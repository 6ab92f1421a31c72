// Checks that the pages a guest usually lands on arrive in one round trip: a new connection's
// first flight is 10 packets of 1,460 bytes (RFC 6928), 14,600 bytes with the headers. Past it,
// the first paint waits one more round trip (on Lighthouse's phone, 150 ms: /Book's LCP went
// 1.05 → 1.23 s for 55 bytes). Measured as the browser receives it: Brotli, first visit (the
// cookie banner in the page). Run through `npm run size` after a build.
import { connect } from 'node:net';
import { withBuiltServer } from '../src/entry/measure/built-server.ts';
import { demoLinks } from '../src/entry/measure/demo-links.ts';

const FIRST_FLIGHT = 14_600;
const links = demoLinks();

const PAGES = [
  ['/Book/{code}', '/Book/GRANDLDN'],
  ['/Book/{code}/Rooms-And-Rates', links.roomsAndRates],
  // Its shell: the stay is drawn from the browser's basket after the first paint.
  ['Checkout', '/Book/GRANDLDN/Checkout'],
  ['Confirmation', links.confirmation],
  ['Manage booking', links.manage],
  ['Pay by link', links.pay],
];

/** Bytes on the wire for one GET: status line, headers, and the body as sent (chunked, Brotli). */
function bytesOnTheWire(origin, path) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n` +
          'Accept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n',
      ),
    );
    socket.on('data', (chunk) => (bytes += chunk.length));
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}

const over = await withBuiltServer(4470, async (origin) => {
  const failures = [];
  for (const [name, path] of PAGES) {
    const bytes = await bytesOnTheWire(origin, path);
    const verdict = bytes <= FIRST_FLIGHT ? 'ok' : 'OVER';
    console.log(`${verdict.padEnd(4)} ${String(bytes).padStart(6)} B  ${name}`);
    if (bytes > FIRST_FLIGHT) failures.push(name);
  }
  return failures;
});
if (over.length) {
  console.error(`Over the first round trip (${FIRST_FLIGHT} B): ${over.join(', ')}`);
  process.exit(1);
}
