import { safeJson } from './json-ld.ts';

// An island's props as a JSON data block beside it, its one prop the block's id. Astro writes props
// into an attribute in its own typed form (every value wrapped with its type), walking the whole
// object twice per render (8 % of a results page's CPU), and even a single string prop is
// JSON-escaped and then HTML-escaped there (another 6 %, and a third more bytes for its quotes).
// The brand keeps the type from the page to the island.
declare const packedType: unique symbol;

/** The id of an island's props block (`pack`), read back by `unpack`. */
export type Packed<T> = string & { readonly [packedType]: T };

/** What a page writes: `<script type="application/json" id={ref} set:html={json} />`, `ref` as the island's prop. */
export interface PackedProps<T> {
  readonly ref: Packed<T>;
  readonly json: string;
}

// The server renders the island in the process that packed its props, so it takes the value
// itself instead of parsing text back. An island never rendered (a page that failed) leaves its
// entry: the oldest go once there are more than a few.
const packedOnServer = import.meta.env.SSR ? new Map<string, unknown>() : null;
const KEPT = 64;
let packs = 0;

/** Props as JSON: only plain data (no dates, maps or functions), as an island's props must be. */
export function pack<T>(value: T): PackedProps<T> {
  packs = (packs + 1) % Number.MAX_SAFE_INTEGER;
  const ref = `island-props-${packs}` as Packed<T>;
  if (packedOnServer) {
    if (packedOnServer.size >= KEPT) packedOnServer.delete(packedOnServer.keys().next().value!);
    packedOnServer.set(ref, value);
  }
  return { ref, json: safeJson(value) };
}

/** The props `pack` wrote: on the server the value itself (once), in the browser the page's block. */
export function unpack<T>(ref: Packed<T>): T {
  if (packedOnServer) {
    if (!packedOnServer.has(ref)) throw new Error(`No island props packed as ${ref}`);
    const value = packedOnServer.get(ref) as T;
    packedOnServer.delete(ref);
    return value;
  }
  // The text is this site's own page's, never a guest's.
  return JSON.parse(document.getElementById(ref)?.textContent ?? 'null') as T;
}
