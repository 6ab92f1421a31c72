type Csp = {
  insertScriptResource: (resource: string) => void;
  insertDirective: (directive: `connect-src${string}`) => void;
};

/**
 * The analytics vendors a hotel configured, on its pages only (their scripts load after cookie
 * consent): Google Tag Manager's script and Google Analytics' collection, Meta's pixel script and
 * its collection. A hotel without them names neither: every byte of the header is in a new
 * connection's first round trip.
 */
export function allowAnalytics(
  csp: Csp | undefined,
  ids: { gtmId?: string | null | undefined; pixelId?: string | null | undefined } | undefined,
): void {
  if (!csp || !ids) return;
  if (ids.gtmId) {
    csp.insertScriptResource('https://www.googletagmanager.com');
    // *.google-analytics.com includes www.
    csp.insertDirective('connect-src https://*.google-analytics.com');
  }
  if (ids.pixelId) {
    csp.insertScriptResource('https://connect.facebook.net');
    csp.insertDirective('connect-src https://www.facebook.com');
  }
}
