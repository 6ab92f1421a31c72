import type { APIRoute } from 'astro';
import { guestAddress, withClientAddress } from '../../server/auth/client-address.ts';
import { apiListener, getApi } from '../../server/runtime.ts';

/** Every /api call goes to the reference API in this process, or to API_UPSTREAM when set. */
export const ALL: APIRoute = async (context) => {
  let address: string | undefined;
  try {
    address = context.clientAddress;
  } catch {
    // Not known on this adapter or request.
  }
  // The guest's address for the API's abuse limits (per client address login lockout).
  const guest = guestAddress(address, context.request.headers.get('x-forwarded-for'));
  const api = await getApi();
  // The built server answers the next calls through the API's own listener, without Astro.
  const listener = apiListener();
  if (listener) context.locals.useApiListener?.(listener);
  return api.fetch(withClientAddress(context.request, guest));
};
