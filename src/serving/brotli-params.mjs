import zlib from 'node:zlib';

/**
 * How every answer is Brotli-compressed, by the server (src/entry/worker.ts) and for the page cache
 * (src/serving/compressed-page.ts), so both give the same bytes. Quality 8 rather than the library's
 * 4: about 1 kB less per page at 5, and 200-260 bytes less again at 8, which keeps a page with its
 * inline styles inside TCP's first 14.6 kB window in every language. Its cost is not what a plain
 * process measures (1.4 ms a results page, as at 5): in the page cache's path distinct results
 * pages with Brotli fall from ~350 to ~95 a second (docs/performance.md). A 256 kB window rather than 4 MB holds the largest file we send
 * (React's client, 211 kB), so the same bytes come out, and each answer's encoder is cheaper to
 * set up: 2 ms less CPU per results page on this machine.
 */
export const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 8,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};
