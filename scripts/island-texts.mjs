// Writes each entry script's texts in each language as a file of its own, after `astro build`
// (it reads the client build's dist/client/message-keys.json). A non-English page whose islands
// wake after its first paint loads its scripts' files with those scripts (site/island-text-keys.ts)
// instead of carrying the texts in its HTML: a phone gets the page in one round trip.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { islandTexts, islandTextsScript } from '../src/i18n/island-texts.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locale.ts';
import { PSEUDO_LOCALE } from '../src/i18n/pseudo.ts';
import { ISLAND_TEXTS_FILE, ISLAND_TEXTS_FOLDER } from '../src/site/island-text-keys.ts';

const client = path.resolve('dist/client');
const { ids, entries } = JSON.parse(readFileSync(path.join(client, 'message-keys.json'), 'utf8'));
const idOf = new Map(Object.entries(ids));
mkdirSync(path.join(client, ISLAND_TEXTS_FOLDER), { recursive: true });

const files = {};
for (const locale of [...LOCALES.filter((l) => l !== DEFAULT_LOCALE), PSEUDO_LOCALE]) {
  files[locale] = {};
  for (const [entry, keys] of Object.entries(entries)) {
    const texts = islandTexts(locale, keys, idOf);
    if (Object.keys(texts).length === 0) continue;
    const source = islandTextsScript(locale, texts);
    // The name changes with the texts: the files are kept for a year, as every hashed script.
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
    const name = `/${ISLAND_TEXTS_FOLDER}/${hash}.js`;
    writeFileSync(path.join(client, name), source);
    files[locale][entry] = name;
  }
}
writeFileSync(path.join(client, ISLAND_TEXTS_FILE), JSON.stringify(files));
