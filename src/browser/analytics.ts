/**
 * Page views for the property's Google Tag Manager container and Facebook pixel. Events are queued
 * locally (dataLayer / fbq queue) on every page; the vendors' scripts — the only part that talks to
 * the network — load only after the guest accepts cookies.
 */
export type AnalyticsIds = {
  propertyCode: string;
  gtmId?: string | null | undefined;
  pixelId?: string | null | undefined;
};

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: Fbq;
  }
}

const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/;
const PIXEL_ID = /^\d{5,20}$/;

export function recordPageView(ids: AnalyticsIds, path: string, title: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'page_view',
    propertyCode: ids.propertyCode,
    page_path: path,
    page_title: title,
  });
  if (ids.pixelId && PIXEL_ID.test(ids.pixelId)) {
    if (!window.fbq) {
      const queue: unknown[][] = [];
      const fbq: Fbq = (...args: unknown[]) => void queue.push(args);
      fbq.queue = queue;
      window.fbq = fbq;
      fbq('init', ids.pixelId);
    }
    window.fbq('track', 'PageView');
  }
}

function addScript(src: string, marker: string): void {
  if (document.querySelector(`script[data-analytics="${marker}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset['analytics'] = marker;
  document.head.append(script);
}

/** Loads the vendor scripts; call only once the guest has accepted cookies. */
export function loadAnalytics(ids: AnalyticsIds): void {
  if (ids.gtmId && GTM_ID.test(ids.gtmId)) {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`, 'gtm');
  }
  if (ids.pixelId && PIXEL_ID.test(ids.pixelId)) {
    addScript('https://connect.facebook.net/en_US/fbevents.js', 'fbq');
  }
}
