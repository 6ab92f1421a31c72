import type { APIRoute } from 'astro';
import { getApi } from '../../server/runtime.ts';

/** Every /api call goes to the reference API in this process, or to API_UPSTREAM when set. */
export const ALL: APIRoute = async ({ request }) => (await getApi()).fetch(request);
