import { patchModule } from './patch-module.mjs';

// Server build: Astro hashes each page's inline scripts and styles for its CSP header on every
// render (SHA-256 through WebCrypto, a hop to the thread pool each), though they are the same
// texts for every render of a build: ~3 % of a results page's CPU (in a profile). The
// digest of a text is kept once made (at most 256 texts: a build has a handful), by algorithm and
// then by the text itself: the same string each render, so its hash is made once (a key joined
// from both was a new string of up to the page's whole inline style, hashed on every render).
const ENCRYPTION_MODULE = /astro\/dist\/core\/encryption\.js$/;
const DIGEST = 'async function generateCspDigest(data, algorithm) {';
const MEMOISED_DIGEST = `const cspDigests = new Map();
function generateCspDigest(data, algorithm) {
  let digests = cspDigests.get(algorithm);
  if (digests === undefined) cspDigests.set(algorithm, (digests = new Map()));
  let digest = digests.get(data);
  if (digest === undefined) {
    digest = digestOnce(data, algorithm);
    if (digests.size < 256) digests.set(data, digest);
  }
  return digest;
}
async function digestOnce(data, algorithm) {`;

export const cspDigestMemo = () =>
  patchModule({
    name: 'stayfront:csp-digest-memo',
    module: ENCRYPTION_MODULE,
    find: DIGEST,
    replace: MEMOISED_DIGEST,
    see: 'scripts/vite/csp-digest-memo.mjs',
  });
