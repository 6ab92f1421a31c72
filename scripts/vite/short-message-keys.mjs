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

export function shortMessageKeys() {
  let ids = new Map();
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
      let changed = false;
      const out = code.replace(QUOTED_KEY, (whole, quote, key) => {
        const short = ids.get(key);
        if (short === undefined) return whole;
        changed = true;
        return `${quote}${short}${quote}`;
      });
      return changed ? { code: out, map: null } : undefined;
    },
  };
}
