// Works out which JavaScript files each page makes the browser load (island components, their
// renderers and every chunk they import), then writes the size-limit budgets for those files.
// Run through `npm run size` after a build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBuiltServer } from './lib/built-server.mjs';
import { daysAhead, demoLinks } from './lib/demo-links.mjs';

/**
 * Pages and their budgets (gzip). React 19's client runtime alone is ~69 kB, so ARCHITECTURE's
 * 70 kB aim for the search page cannot hold with a React island; see docs/performance.md.
 */
const links = demoLinks();

const PAGES = [
  // +0.4 to +0.6 kB on 2026-11-26 (thirteenth session, issue 15), every page with prices: spec
  // §9's currencies are written from a table (domain/shared/currency-formats.ts), not by Intl,
  // whose first use in a page loads ICU's data: 40–80 ms less script time hydrating Rooms & Rates
  // in Chromium on this machine (medians of 10 loads, CDP's ScriptDuration), more on a phone.
  // +1.8 kB on 2026-11-25 (fifth session) for /Book, pay by link, Rooms & Rates and checkout: not
  // new code. Astro's island runtime, inline in their HTML before, is a cached file on pages whose
  // islands hydrate after `load` or the first paint (scripts/vite/island-prescripts.mjs), and
  // files are what is counted here.
  // +0.1 to +0.5 kB on 2026-11-25 (fifth session), every page with a form: fields keep what a
  // guest typed or autofilled before the island hydrated (components/use-typed-before-hydration.ts);
  // Rooms & Rates +0.1 kB more: its change-dates form keeps its server HTML until its code arrives.
  // +0.03 to +0.1 kB on 2026-11-25 (fourth session, issue 15), every page: the starter waits for
  // the first paint as well as `load` (a small page can load before it paints) and starts the
  // confirmation's work. Rooms & Rates +0.3 kB in all: also its pictures' WebP copies
  // (`<picture>`) and unpacking its props (one JSON string, for the server's sake).
  // +0.1 to +0.5 kB on 2026-11-25 (issue 15), every page: the layout's menu, notifications and
  // cookie banner load after the page through a starter (its list of files to preload, the wait),
  // and are counted since every page ships them; pages without an island now count all of them.
  // +0.1 to +0.2 kB more the same day: the starter writes an early cookie choice itself (it must
  // hold if the guest reloads before the banner's script arrives), sharing the cookie's format.
  // +0.1 kB on 2026-11-24: the date and money formatters became chunks of their own once the manage
  // booking island shares them (same code, one more small file and its import).
  // −2.1 kB on 2026-11-24 (93.1 kB): the date picker works without dayjs; its minimum-stay warning added.
  // Later on 2026-11-25 (issue 9): texts are looked up by short ids in the browser build (−0.3 to
  // −0.9 kB); budgets lowered to what that left.
  { name: '/Book/{code}', path: '/Book/GRANDLDN', limit: '97.1 kB' },
  // React's runtime (65 kB) and the API client with its answer schemas (12 kB, shared with checkout)
  // (−2.5 kB on 2026-11-24: no dayjs)
  // are most of it; the edit steps and the cancel form load when first opened.
  // +0.5 kB on 2026-11-24 (issue 16): Consent Mode v2's denied default, on every page with analytics.
  // +0.3 kB on 2026-11-25: typed messages (issue 9) and the consent cookie (issue 15).
  // +1.4 kB on 2026-11-26 (fourteenth session, issue 15): not new code. The island now starts after
  // `load`, so Astro's island runtime is a file here as on the other emailed-link pages (+1.7 kB);
  // the reservation is read through use-store-as.ts instead of @nanostores/react (−0.4 kB).
  {
    name: '/Manage/{code}/Reservation/…',
    path: links.manage,
    limit: '102.7 kB',
  },
  // The card form and the API client; React is most of it.
  // +0.3 kB on 2026-11-24 (issue 16): Consent Mode v2.
  // +0.3 kB on 2026-11-25: typed messages (issue 9) and the consent cookie (issue 15).
  {
    name: '/SecurePay/{code}/P/…',
    path: links.pay,
    limit: '99.1 kB',
  },
  // The Book a Table island, React and the API client.
  // −2.5 kB on 2026-11-24: no dayjs. +0.6 kB on 2026-11-25: typed messages (issue 9), consent cookie.
  { name: '/Restaurant/{code}', path: '/Restaurant/GRANDLDN', limit: '95.8 kB' },
  // Server-rendered search and results: only the layout's small scripts.
  {
    name: '/BookGroup/{code}?…',
    path: `/BookGroup/COASTAL?arrive=${daysAhead(40)}&depart=${daysAhead(42)}&adults=2`,
    limit: '5.8 kB',
  },
  // The search form is plain HTML: only the layout's small scripts (+0.2 kB on 2026-11-25: the
  // consent cookie, which lets the server put the banner into the HTML).
  { name: '/Manage/{code}', path: '/Manage/GRANDLDN', limit: '5.8 kB' },
  // +0.4 kB on 2026-11-24 (issue 14): the minimum-stay reason with its one-click longer stay, and each
  // extra's price for the stay as it is chosen with one summary line per extra, 24 px tap targets.
  // −0.9 kB on 2026-11-24: dates are worked out without dayjs (−3 kB), less the running basket's
  // history steps and empty state (the basket panel itself loads once a room is chosen).
  // +0.5 kB later that day (issue 16): Consent Mode v2, the GA4 list/select/add-to-cart events and
  // the metasearch landing's "Your selection".
  // −0.8 kB on 2026-11-25 (issue 9): the steps after a room is chosen, with their texts, load
  // once the page is up; the page's own texts moved into typed messages.
  // +0.3 kB on 2026-11-26 (fourteenth session, issue 15): the basket drawn as the server drew it
  // until a room is chosen (components/use-store-as.ts, a chunk shared with manage booking), and
  // the later steps' code fetched at an idle moment: ~130 ms less blocked page on a phone.
  // +0.2 kB on 2026-11-26 (fifteenth session, issue 15): room cards kept while they show the
  // same (memo, views reused): choosing the first of two rooms draws 125 parts instead of 696.
  // +0.1 kB: the island takes Astro's own props, whose attribute is longer than plain JSON; its
  // rates leave out their usual values to keep the page in one round trip, and the browser puts
  // them back (site/lean-rate.ts).
  {
    name: '/Book/{code}/Rooms-And-Rates',
    path: links.roomsAndRates,
    limit: '96 kB',
  },
  // +0.7 kB on 2026-11-24: the stored basket and details are shape-checked on load, links come from the URL builder.
  // −2 kB on 2026-11-24: no dayjs.
  // +0.2 kB on 2026-11-25: the consent cookie (issue 15); +0.7 kB: typed messages (issue 9), less
  // the organisation search, which now loads only when a guest invoices their organisation.
  // ARCHITECTURE's aim is 100 kB; it holds without the island runtime's file (see the top).
  { name: '/Book/{code}/Checkout', path: '/Book/GRANDLDN/Checkout', limit: '102.2 kB' },
  { name: 'not-found page', path: '/no-such-page', limit: '5.8 kB' },
];

const clientFiles = readdirSync('dist/client/ClientApp').filter((name) => name.endsWith('.js'));

await withBuiltServer(4460, async (origin) => {
  const entries = [];
  for (const page of PAGES) {
    const html = await (await fetch(origin + page.path)).text();
    const roots = [
      ...html.matchAll(/(?:component-url|renderer-url|src)="(\/ClientApp\/[^"]+\.js)"/g),
    ].map((m) => m[1]);
    const inlineImports = [...html.matchAll(/import\s*["'](\/ClientApp\/[^"']+\.js)["']/g)].map(
      (m) => m[1],
    );
    // The layout's notifications, menu and cookie banner load just after the page (its starter
    // imports them; src/browser/page-enhancements.ts): shipped all the same, so they count.
    const afterLoad = roots.some((file) => file.includes('/BaseLayout.astro_'))
      ? clientFiles
          .filter((name) => name.startsWith('page-enhancements.'))
          .map((name) => `/ClientApp/${name}`)
      : [];
    const files = closure([...roots, ...inlineImports, ...afterLoad]);
    entries.push({
      name: page.name,
      path: files.map((f) => join('dist/client', f)),
      limit: page.limit,
      gzip: true,
    });
  }
  // The search widget hotel websites load (issue 16): one script, no framework.
  entries.push({
    name: 'embeddable search widget',
    path: ['dist/client/widget.js'],
    limit: '10 kB',
    gzip: true,
  });
  writeFileSync('.size-limit.json', JSON.stringify(entries, null, 2));
  console.log(`Wrote .size-limit.json for ${entries.length} pages.`);
});

function closure(start) {
  const seen = new Set();
  const queue = [...new Set(start)];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join('dist/client', file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    // Static imports only: dynamic import() chunks load later, on demand.
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      queue.push(new URL(m[1], `http://x${dir}`).pathname);
    }
  }
  return [...seen].sort();
}
