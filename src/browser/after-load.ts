/**
 * Runs `start` once the page has loaded (first paint and largest picture done), at the main
 * thread's next idle moment, at most 300 ms later. What it starts enhances HTML that already works:
 * on a phone, scripts run before the first paint cost about 0.3 s of it.
 */
export function afterLoad(start: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 300 });
    else setTimeout(start, 50);
  };
  // The frame after `load` paints what has just arrived (the largest picture); the scripts start
  // once the frame after that begins, when that paint is on the screen.
  const afterNextFrame = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(whenIdle, 0)));
  if (document.readyState === 'complete') afterNextFrame();
  else window.addEventListener('load', afterNextFrame, { once: true });
}

/**
 * Loads the page's enhancements after load — or at once when the guest clicks one of `eager`
 * before then; that click is held and made again once they are in place, so it is never lost (or
 * lands on the plain link or form, should the code fail to load).
 */
export function enhanceAfterLoad(load: () => Promise<unknown>, eager: string): void {
  let ready = false;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      () => void (ready = true),
      () => void (ready = true),
    ));
  document.addEventListener(
    'click',
    (event) => {
      if (ready || !(event.target instanceof Element)) return;
      const target = event.target.closest<HTMLElement>(eager);
      if (!target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void start().then(() => target.click());
    },
    { capture: true },
  );
  // A small page (the confirmation) can load before it paints; the layout's scripts also wait for
  // that first paint, so a phone does not fetch them ahead of it. (In the built site the starter
  // itself runs only after the largest paint, src/site/later-scripts.ts; in `astro dev` it runs
  // with the page, and these waits still hold there.)
  afterLoad(() => afterFirstPaint(() => void start()));
}

/**
 * Calls `then` once the browser reports the page's first contentful paint; browsers without paint
 * timing go on at once, and a page that never reports it goes on after a second.
 */
export function afterFirstPaint(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const observable =
    'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (painted() || !observable) return then();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    then();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, 1000);
}
