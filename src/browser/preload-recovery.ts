/**
 * Spec §2: when a lazily loaded chunk fails (typically a deploy replaced it), load the page the
 * guest was going to afresh instead of leaving a broken island. One retry per page, so a chunk
 * that is really missing cannot cause a reload loop.
 */
const KEY = 'stayfront.preloadRetry';

window.addEventListener('vite:preloadError', (event) => {
  const target = location.pathname + location.search;
  try {
    if (sessionStorage.getItem(KEY) === target) return;
    sessionStorage.setItem(KEY, target);
  } catch {
    return;
  }
  event.preventDefault();
  location.assign(target);
});
