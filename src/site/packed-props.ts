// An island's props as one JSON string. Astro writes props into the page in its own typed form
// (every value wrapped with its type), walking the whole object twice per render: on a results
// page that was 8 % of the server's CPU. A string is one cheap step for it, and the brand keeps
// the type from the page to the island.
declare const packedType: unique symbol;

/** The JSON text of a `T`, made by `pack` on the server and read by `unpack` in the island. */
export type Packed<T> = string & { readonly [packedType]: T };

// The server renders the island in the process that packed its props: it takes the value it was
// given instead of parsing the text back (2 % of a Rooms & Rates render, issue 15). Entries an
// island never read (a render that failed) are dropped once there are more than a few.
const packedOnServer = import.meta.env.SSR ? new Map<string, unknown>() : null;
const KEPT = 64;

/** Props as JSON: only plain data (no dates, maps or functions), as an island's props must be. */
export function pack<T>(value: T): Packed<T> {
  const text = JSON.stringify(value);
  if (packedOnServer) {
    if (packedOnServer.size >= KEPT) packedOnServer.clear();
    packedOnServer.set(text, value);
  }
  return text as Packed<T>;
}

/** The props `pack` wrote; the text comes from this site's own page, never from a guest. */
export function unpack<T>(packed: Packed<T>): T {
  const value = packedOnServer?.get(packed);
  if (value === undefined) return JSON.parse(packed) as T;
  packedOnServer?.delete(packed);
  return value as T;
}
