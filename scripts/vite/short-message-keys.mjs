// Browser builds only: every message key (`'checkout.block.firstName'`) becomes a short id (`'2f'`)
// wherever it appears as a string literal, in the message tables and at every `t(...)` call alike.
// The source keeps readable, typed keys a translation is matched to; the browser does not pay ~15
// bytes per text for them. The server build keeps the keys as written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const I18N = path.resolve('src/i18n');
const KEY_IN_TABLE = /^\s*'([a-z]\w*(?:\.\w+)+)':/gm;
// Tables only the server reads (pages' chrome, emails) say so in their first line; their keys
// get no ids, so adding one does not lengthen the ids the browser's keys are given.
const SERVER_ONLY = /^\/\/ Server only\b/;
const QUOTED_KEY = /(['"])([a-z]\w*(?:\.\w+)+)\1/g;

/** Key → short id, the same for every module of one build. */
function collectKeys() {
  const ids = new Map();
  for (const file of readdirSync(I18N)
    .filter((name) => /messages\.ts$/.test(name))
    .sort()) {
    const source = readFileSync(path.join(I18N, file), 'utf8');
    if (SERVER_ONLY.test(source)) continue;
    for (const [, key] of source.matchAll(KEY_IN_TABLE))
      if (!ids.has(key)) ids.set(key, ids.size.toString(36));
  }
  return ids;
}

/** Where the client build lists each script's message keys (read by `site/island-text-keys.ts`). */
export const MESSAGE_KEYS_FILE = 'message-keys.json';

/**
 * Each entry script's keys, its imports' and later imports' included: what a non-English page
 * sends its islands' texts for.
 */
function keysOfEntries(bundle, moduleKeys) {
  const own = new Map();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const keys = new Set();
    for (const id of chunk.moduleIds) for (const key of moduleKeys.get(id) ?? []) keys.add(key);
    own.set(chunk.fileName, keys);
  }
  const reached = (fileName, seen) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) reached(next, seen);
  };
  const entries = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    const seen = new Set();
    reached(chunk.fileName, seen);
    const keys = new Set([...seen].flatMap((fileName) => [...(own.get(fileName) ?? [])]));
    if (keys.size > 0) entries[`/${chunk.fileName}`] = [...keys].sort();
  }
  return entries;
}

export function shortMessageKeys() {
  let ids = new Map();
  const moduleKeys = new Map();
  return {
    name: 'stayfront:short-message-keys',
    enforce: 'pre',
    buildStart() {
      ids = collectKeys();
    },
    transform(code, id) {
      if (this.environment?.name !== 'client') return undefined;
      const file = id.split('?')[0] ?? '';
      if (!file.startsWith(path.resolve('src')) || !/\.(tsx?|astro)$/.test(file)) return undefined;
      const keys = new Set();
      const out = code.replace(QUOTED_KEY, (whole, quote, key) => {
        const short = ids.get(key);
        if (short === undefined) return whole;
        keys.add(key);
        return `${quote}${short}${quote}`;
      });
      // A table names all of its keys; a page needs only those its code uses (every key used in
      // the browser is written out where it is used, or the ids above would not reach it).
      if (!/messages\.ts$/.test(file)) moduleKeys.set(id, keys);
      return keys.size > 0 ? { code: out, map: null } : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: MESSAGE_KEYS_FILE,
        source: JSON.stringify({
          ids: Object.fromEntries(ids),
          entries: keysOfEntries(bundle, moduleKeys),
        }),
      });
    },
  };
}
