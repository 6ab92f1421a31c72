/**
 * This page as analytics may see it, as the server wrote it on the cookie banner
 * (`site/analytics-path.ts`): the address without codes or tokens. The rule stays on the server,
 * out of every page's scripts.
 */
export function analyticsPage(): { page_location: string; page_path: string } {
  const path = document.querySelector<HTMLElement>('[data-cookie-banner]')?.dataset['page'] ?? '/';
  return { page_location: window.location.origin + path, page_path: path };
}
