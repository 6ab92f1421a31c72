// An island's props as one JSON string. Astro writes props into the page in its own typed form
// (every value wrapped with its type), walking the whole object twice per render: on a results
// page that was 8 % of the server's CPU. A string is one cheap step for it, and the brand keeps
// the type from the page to the island.
declare const packedType: unique symbol;

/** The JSON text of a `T`, made by `pack` on the server and read by `unpack` in the island. */
export type Packed<T> = string & { readonly [packedType]: T };

/** Props as JSON: only plain data (no dates, maps or functions), as an island's props must be. */
export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

/** The props `pack` wrote; the text comes from this site's own page, never from a guest. */
export function unpack<T>(packed: Packed<T>): T {
  return JSON.parse(packed) as T;
}
