import { analyticsPage } from './analytics-page.ts';
import { gtag } from './gtag.ts';

/**
 * Page views for the property's Google Tag Manager container and Facebook pixel. Events are queued
 * locally (dataLayer / fbq queue) on every page; the vendors' scripts — the only part that talks to
 * the network — load only after the guest accepts cookies.
 */
export type AnalyticsIds = {
  propertyCode: string;
  gtmId?: string | null | undefined;
  pixelId?: string | null | undefined;
  /** The page's address holds a code or token (the server says so on the cookie banner). */
  credential?: boolean;
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

/**
 * The page view, with the page's address as analytics may see it (no codes or tokens). The Google
 * tag takes the page from `set` for every hit after it, rather than from the address bar. The
 * pixel reads the address bar itself, so it is not started on a page whose address holds a code.
 */
export function recordPageView(ids: AnalyticsIds, title: string): void {
  // A page whose address holds a code is sent with `Referrer-Policy: strict-origin`, so the next
  // page's referrer is only our origin.
  const page = { ...analyticsPage(), page_referrer: document.referrer };
  gtag('set', page);
  window.dataLayer!.push({
    event: 'page_view',
    propertyCode: ids.propertyCode,
    ...page,
    page_title: title,
  });
  if (pixelAllowed(ids)) {
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

const pixelAllowed = (ids: AnalyticsIds): ids is AnalyticsIds & { pixelId: string } =>
  !!ids.pixelId && PIXEL_ID.test(ids.pixelId) && !ids.credential;

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
  if (pixelAllowed(ids)) {
    addScript('https://connect.facebook.net/en_US/fbevents.js', 'fbq');
  }
}
