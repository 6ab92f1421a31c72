import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import directions of docs/architecture.md, kept by a test (as Starlight's
 * no-internal-barrel-imports test does): every relative import in `src/**` (.ts, .tsx, .astro,
 * including Astro `<script>` blocks) is checked against the layer it comes from.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

/** Layer of a file, from its path below `src/`. */
export function layerOf(relative: string): string {
  const [top = '', second = ''] = relative.split('/');
  if (top === 'api') return second === 'contract' ? 'contract' : 'api';
  // Endpoints that hand a request to the server, as `/api` does: `/ota` for channel managers.
  if (top === 'pages' && (second === 'api' || second === 'ota')) return 'pages-api';
  if (top === 'middleware.ts') return 'middleware';
  return top;
}

/** What each layer may import (besides itself). */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  i18n: ['domain'],
  contract: ['domain'],
  api: ['contract', 'domain'],
  site: ['contract', 'domain', 'i18n', 'serving'],
  stores: ['api', 'contract', 'domain', 'i18n', 'site'],
  browser: ['components', 'stores', 'api', 'contract', 'domain', 'i18n', 'site'],
  components: ['stores', 'api', 'contract', 'domain', 'i18n', 'site'],
  islands: ['components', 'stores', 'browser', 'api', 'contract', 'domain', 'i18n', 'site'],
  loaders: ['server-entry', 'api', 'contract', 'domain', 'i18n', 'site', 'serving'],
  layouts: [
    'components',
    'browser',
    'stores',
    'styles',
    'loaders',
    'api',
    'site',
    'serving',
    'i18n',
    'domain',
    'contract',
  ],
  pages: [
    'layouts',
    // A page without a hotel's layout (not found, errors) brings the site's stylesheet itself.
    'styles',
    'islands',
    'components',
    'browser',
    'stores',
    'loaders',
    'api',
    'site',
    'serving',
    'i18n',
    'domain',
    'contract',
  ],
  'pages-api': ['server-entry'],
  middleware: ['serving', 'site', 'loaders', 'domain', 'i18n'],
  styles: [],
  server: ['contract', 'domain', 'site', 'serving', 'i18n'],
  serving: ['domain'],
  // The built server: it starts the workers and hands requests to Astro's build, the files and the API.
  entry: ['server-entry', 'server', 'serving', 'site', 'domain', 'i18n'],
};

// Server-only page code reaches the reference API through these modules and nothing else.
const SERVER_ENTRIES = new Set([
  'server/runtime.ts',
  'server/auth/session-cookie.ts',
  'server/auth/client-address.ts',
  'server/gateway/binding.ts',
]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:\bfrom|\bimport|\bimport\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Relative imports of a source text, as paths below `src/`. */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) =>
    path.relative(SRC, path.resolve(path.dirname(file), match[1]!)),
  );
}

/** `from → to` lines for every import that breaks the layer rules. */
export function violations(files: readonly { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const from = path.relative(SRC, file);
    const fromLayer = layerOf(from);
    for (const target of importsOf(file, text)) {
      if (target.startsWith('..')) continue;
      const toLayer = SERVER_ENTRIES.has(target) ? 'server-entry' : layerOf(target);
      if (toLayer === fromLayer || (toLayer === 'server-entry' && fromLayer === 'server')) continue;
      if (!(ALLOWED[fromLayer] ?? []).includes(toLayer)) found.push(`${from} → ${target}`);
    }
  }
  return found;
}

/** Flow folders never import each other (`islands/a/*` → `islands/b/*`). */
export function crossFlowImports(files: readonly { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const from = path.relative(SRC, file).split('/');
    if (from[0] !== 'islands') continue;
    for (const target of importsOf(file, text)) {
      const to = target.split('/');
      if (to[0] === 'islands' && to[1] !== from[1]) found.push(`${from.join('/')} → ${target}`);
    }
  }
  return found;
}

/** The one module through which other server areas import an area. */
const AREA_PUBLIC_MODULE = 'index.ts';

/**
 * Server areas import each other only through the other area's public module
 * (`server/areas/<area>/index.ts`): what an area keeps to itself can change without the others.
 * Files directly under `server/areas/` (the routes' list, tests of several areas) are no area.
 */
export function crossAreaImports(files: readonly { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const from = path.relative(SRC, file).split('/');
    if (from[0] !== 'server' || from[1] !== 'areas' || from.length < 4) continue;
    for (const target of importsOf(file, text)) {
      const to = target.split('/');
      if (to[0] !== 'server' || to[1] !== 'areas' || to.length < 4 || to[2] === from[2]) continue;
      if (to.length !== 4 || to[3] !== AREA_PUBLIC_MODULE)
        found.push(`${from.join('/')} → ${target}`);
    }
  }
  return found;
}

const sources = walk(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('layers', () => {
  it('every file belongs to a known layer', () => {
    const unknown = sources
      .map(({ file }) => path.relative(SRC, file))
      .filter((file) => !(layerOf(file) in ALLOWED));
    expect(unknown).toEqual([]);
  });

  it('imports only go the allowed way', () => {
    expect(violations(sources)).toEqual([]);
  });

  it('islands of one flow never import another flow', () => {
    expect(crossFlowImports(sources)).toEqual([]);
  });

  it('server areas import each other only through their public module', () => {
    expect(crossAreaImports(sources)).toEqual([]);
  });

  it('catches a wrong import (the rule itself can fail)', () => {
    const island = {
      file: path.join(SRC, 'islands/rooms/X.tsx'),
      text: "import { db } from '../../server/db/client.ts';",
    };
    const domain = {
      file: path.join(SRC, 'domain/x.ts'),
      text: "import { $basket } from '../stores/basket.ts';",
    };
    const component = {
      file: path.join(SRC, 'components/X.tsx'),
      text: "import { a } from '../islands/rooms/a.ts';",
    };
    const server = {
      file: path.join(SRC, 'server/areas/x/y.ts'),
      text: "import { b } from '../../../stores/basket.ts';",
    };
    const entryFromServer = {
      file: path.join(SRC, 'server/runtime.ts'),
      text: "import { startWorker } from '../entry/worker.ts';",
    };
    expect(violations([island, domain, component, server, entryFromServer])).toHaveLength(5);
    expect(
      crossFlowImports([
        {
          file: path.join(SRC, 'islands/checkout/X.tsx'),
          text: "import { b } from '../rooms/basket-view.ts';",
        },
      ]),
    ).toHaveLength(1);
    const area = (text: string) => ({ file: path.join(SRC, 'server/areas/manage/x.ts'), text });
    expect(
      crossAreaImports([
        area("import { quoteRooms } from '../booking-core/pricing.ts';"),
        area("import { x } from '../reservation/sub/index.ts';"),
        // Allowed: another area's public module, the area's own files, code outside the areas.
        area("import { quoteRooms } from '../booking-core/index.ts';"),
        area("import { view } from './view.ts';"),
        area("import { db } from '../../db/client.ts';"),
      ]),
    ).toEqual([
      'server/areas/manage/x.ts → server/areas/booking-core/pricing.ts',
      'server/areas/manage/x.ts → server/areas/reservation/sub/index.ts',
    ]);
  });
});
