/**
 * This page as analytics may see it: where its address carries a code or token, as the server
 * wrote it on the cookie banner (`site/analytics-path.ts`), without them; elsewhere the address
 * itself. The rule stays on the server, out of every page's scripts.
 */
export function analyticsPage(): { page_location: string; page_path: string } {
  const path =
    document.querySelector<HTMLElement>('[data-cookie-banner]')?.dataset['page'] ??
    window.location.pathname + window.location.search;
  return { page_location: window.location.origin + path, page_path: path };
}
