import { orNullWhenMissing } from '../api/api-error.ts';
import { serverApi } from './server-api.ts';
import { readGatewayBinding } from '../server/gateway/binding.ts';
import {
  CompleteGatewaySessionResultSchema,
  GatewaySessionSchema,
  type GatewaySessionView,
} from '../api/contract/gateway.ts';
import { notFound, redirect, type PageRequest } from './page.ts';

/** The gateway session the page shows, or null when there is none of this kind. */
async function loadGatewaySession(
  id: string,
  kind: GatewaySessionView['Kind'],
): Promise<GatewaySessionView | null> {
  const session = await orNullWhenMissing(
    serverApi.get(`SimulatedGateway/Sessions/${encodeURIComponent(id)}`, GatewaySessionSchema),
  );
  return session?.Kind === kind ? session : null;
}

/**
 * Handles the page's form: `outcome=pass` or `outcome=fail` ends the session through the gateway
 * API and answers where to send the guest (the booking's Status page); null when the form or the
 * session is not usable, so the page shows itself again.
 */
async function submitGatewayForm(request: Request, id: string): Promise<string | null> {
  if (request.method !== 'POST') return null;
  const outcome = (await request.formData()).get('outcome');
  if (outcome !== 'pass' && outcome !== 'fail') return null;
  // The cookie set with the Create answer proves this is the browser that started the payment.
  const body = { Passed: outcome === 'pass', Binding: readGatewayBinding(request) ?? null };
  const result = await orNullWhenMissing(
    serverApi.post(
      `SimulatedGateway/Sessions/${encodeURIComponent(id)}/Complete`,
      body,
      CompleteGatewaySessionResultSchema,
    ),
  );
  return result?.ReturnUrl ?? null;
}

/**
 * A simulated gateway page (the issuer's 3-D Secure check, the Paystack checkout): the guest's
 * pass or fail goes back to the booking's Status page, which shows the outcome; otherwise the
 * session of this kind, or the not-found page.
 */
export async function loadGatewayPage(page: PageRequest, kind: GatewaySessionView['Kind']) {
  const id = page.params['id'];
  const returnUrl = id ? await submitGatewayForm(page.request, id) : null;
  if (returnUrl) return redirect(returnUrl);
  const session = id ? await loadGatewaySession(id, kind) : null;
  return session ? ({ kind: 'page', session } as const) : notFound(page);
}
