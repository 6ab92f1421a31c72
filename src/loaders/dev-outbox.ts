import { isApiError } from '../api/api-error.ts';
import { OutboxEmailListSchema } from '../api/contract/contact.ts';
import { notFound, type PageRequest } from './page.ts';
import { serverApi } from './server-api.ts';

/**
 * The development page of the emails the site would have sent (`?to=` filters by recipient), while
 * demo mode is on; the API answers 404 otherwise, and so does the page. Never cached.
 */
export async function loadOutboxPage(page: PageRequest) {
  page.response.headers.set('Cache-Control', 'no-store');
  const to = page.url.searchParams.get('to')?.trim() || undefined;
  try {
    const emails = await serverApi.get('Dev/Outbox', OutboxEmailListSchema, { to });
    return { kind: 'page', to, emails } as const;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    return notFound(page);
  }
}
