import zlib from 'node:zlib';

/**
 * How every answer is Brotli-compressed, by the server (src/entry/worker.ts) and for the page cache
 * (src/serving/compressed-page.ts), so both give the same bytes. Quality 9 with a 64 kB window
 * rather than the library's 4 with 4 MB: a results page ~1.3 kB smaller than at 4 and 230-550 B
 * smaller than at 5, in the same ~1 ms. The window decides the cost: from 128 kB up, qualities 5-9
 * hash into a table of up to 32 MB made anew for every answer, which under load with jemalloc
 * took ~5 ms a page (distinct results pages with Brotli fell from ~350 to ~90 a second at 8 with
 * 256 kB); at 64 kB they use a small one. Only React's client (211 kB, cached for a year) is
 * longer than the window: 1.1 kB more on the wire, once.
 */
export const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
};
