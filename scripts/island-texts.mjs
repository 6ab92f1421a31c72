// Writes each language's texts for the browser as one file, after `astro build` (it reads the
// client build's dist/client/message-keys.json). A non-English page whose islands wake after its
// first paint loads its language's file with its scripts (site/island-text-keys.ts) instead of
// carrying the texts in its HTML: a phone gets the page in one round trip, and the file is fetched
// once for every page of the site.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { islandTexts, islandTextsScript } from '../src/i18n/island-texts.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locale.ts';
import { PSEUDO_LOCALE } from '../src/i18n/pseudo.ts';
import { ISLAND_TEXTS_FILE, ISLAND_TEXTS_FOLDER } from '../src/site/island-text-keys.ts';

const client = path.resolve('dist/client');
const { ids } = JSON.parse(readFileSync(path.join(client, 'message-keys.json'), 'utf8'));
const idOf = new Map(Object.entries(ids));
mkdirSync(path.join(client, ISLAND_TEXTS_FOLDER), { recursive: true });

const files = {};
for (const locale of [...LOCALES.filter((l) => l !== DEFAULT_LOCALE), PSEUDO_LOCALE]) {
  // Every key the browser build uses.
  const source = islandTextsScript(locale, islandTexts(locale, idOf.keys(), idOf));
  // The name changes with the texts: the files are kept for a year, as every hashed script.
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  const name = `/${ISLAND_TEXTS_FOLDER}/${hash}.js`;
  writeFileSync(path.join(client, name), source);
  files[locale] = name;
}
writeFileSync(path.join(client, ISLAND_TEXTS_FILE), JSON.stringify(files));
