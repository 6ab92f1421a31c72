// Serves examples/widget-demo.html on another origin than the booking site, to see the search
// widget as a hotel website shows it: `npm start`, then `npm run widget:demo` and open
// http://127.0.0.1:4322 (?property=SEASIDECPT shows another hotel; SITE_ORIGIN and WIDGET_DEMO_PORT
// change the two addresses).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const site = process.env.SITE_ORIGIN ?? 'http://127.0.0.1:4321';
const port = Number(process.env.WIDGET_DEMO_PORT ?? 4322);
const template = readFileSync(
  new URL('../examples/widget-demo.html', import.meta.url),
  'utf8',
).replaceAll('{{SITE}}', site);

http
  .createServer((request, response) => {
    const asked = new URL(request.url ?? '/', 'http://demo').searchParams.get('property') ?? '';
    const property = /^[A-Za-z0-9]{2,20}$/.test(asked) ? asked : 'GRANDLDN';
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(template.replaceAll('{{PROPERTY}}', property));
  })
  .listen(port, '127.0.0.1', () =>
    console.log(`Widget demo (a hotel website) on http://127.0.0.1:${port}, booking site ${site}`),
  );
