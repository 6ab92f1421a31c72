/** JSON text read back from sessionStorage: the parsed value, or undefined when it is not JSON. */
export function parseStored(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
