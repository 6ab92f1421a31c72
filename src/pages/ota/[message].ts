import type { APIRoute } from 'astro';
import { guestAddress } from '../../server/auth/client-address.ts';
import { otaFetch } from '../../server/runtime.ts';

/** OpenTravel notifications from a hotel's channel manager (docs/decisions.md, channel managers). */
export const ALL: APIRoute = async (context) => {
  let address: string | undefined;
  try {
    address = context.clientAddress;
  } catch {
    // Not known on this adapter or request.
  }
  const guest = guestAddress(address, context.request.headers.get('x-forwarded-for'));
  return otaFetch(context.params['message'] ?? '', context.request, guest ?? 'unknown');
};
