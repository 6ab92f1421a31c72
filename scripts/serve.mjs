// Starts the built server (dist/) with compressed answers and says where the demo property is once
// the database is ready.
import http from 'node:http';
import compression from 'compression';

// React and other libraries take their fast production paths only when told so.
process.env.NODE_ENV ??= 'production';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
// We start the server ourselves, to put gzip in front of Astro's own handler.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const { handler } = await import('../dist/server/entry.mjs');
// Pages, scripts and styles travel gzipped (about a quarter of their size) to browsers that accept it.
const compress = compression();
const server = http.createServer((req, res) => {
  compress(req, res, () => handler(req, res));
});
server.listen(Number(process.env.PORT), process.env.HOST);

const origin = `http://${process.env.HOST}:${process.env.PORT}`;
const demo = process.env.DEFAULT_PROPERTY ?? 'GRANDLDN';
for (let attempt = 0; attempt < 600; attempt++) {
  try {
    // The first API call opens the database, runs migrations and seeds the demo data.
    const response = await fetch(`${origin}/api/health`);
    if (response.ok) {
      console.log(`\nStayfront is ready: ${origin}/Book/${demo}\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
