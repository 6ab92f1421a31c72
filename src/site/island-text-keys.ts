import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../i18n/locale.ts';
import { LATER_SCRIPT_TYPE } from './later-scripts.ts';

/** What the client build wrote (scripts/vite/short-message-keys.mjs): each key's id, each script's keys. */
type MessageKeys = { ids: Record<string, string>; entries: Record<string, string[]> };

let read: { ids: Map<string, string>; entries: Map<string, string[]> } | null | undefined;

function messageKeys() {
  if (read !== undefined) return read;
  try {
    const file = path.resolve('dist/client/message-keys.json');
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as MessageKeys;
    read = {
      ids: new Map(Object.entries(parsed.ids)),
      entries: new Map(Object.entries(parsed.entries)),
    };
  } catch {
    // `astro dev`: no build, keys are not shortened, every key is sent.
    read = null;
  }
  return read;
}

/**
 * The message keys the scripts a page names (`/ClientApp/….js`) use, with the ids the browser
 * build gave them; undefined without a build (every key is then sent, by its own name).
 */
export function islandTextKeys(
  html: string,
): { keys: Set<string>; ids: ReadonlyMap<string, string> } | undefined {
  const built = messageKeys();
  if (!built) return undefined;
  const keys = new Set<string>();
  for (const [script] of html.matchAll(/\/ClientApp\/[\w.-]+\.js/g))
    for (const key of built.entries.get(script) ?? []) keys.add(key);
  return { keys, ids: built.ids };
}

/** What scripts/island-texts.mjs writes: each locale's file of the browser's texts. */
export const ISLAND_TEXTS_FILE = 'island-texts.json';
/** Where those files are, under dist/client (kept a year, as every hashed script). */
export const ISLAND_TEXTS_FOLDER = 'ClientApp/texts';

let files: Record<string, string> | null | undefined;

function textFiles() {
  if (files !== undefined) return files;
  try {
    const file = path.resolve('dist/client', ISLAND_TEXTS_FILE);
    files = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    files = null;
  }
  return files;
}

// An island that wakes at once (`client:load`) reads its texts while the page loads.
const ISLAND_AT_ONCE = /<astro-island\b[^>]*\sclient="(?!afterload")/;
const LATER_TAG = `<script type="${LATER_SCRIPT_TYPE}"`;

/**
 * `html` with its language's texts as a file to load before its scripts, when those all start
 * after the page's first paint (site/later-scripts.ts, whose loader then runs them in the page's
 * order): an inert tag ahead of the first script tag. One file for every page: fewer bytes in
 * each page than one per script, and fetched once. Undefined when the texts must be in the page
 * itself: without a build, or when an island wakes at once.
 */
export function withLaterTextFiles(
  html: string,
  locale: Locale,
  built = textFiles(),
): string | undefined {
  const name = built?.[locale];
  const first = html.indexOf(LATER_TAG);
  if (!name || first < 0 || ISLAND_AT_ONCE.test(html)) return undefined;
  return `${html.slice(0, first)}${LATER_TAG} data-src="${name}"></script>${html.slice(first)}`;
}
