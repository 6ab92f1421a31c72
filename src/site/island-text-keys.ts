import { readFileSync } from 'node:fs';
import path from 'node:path';

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
