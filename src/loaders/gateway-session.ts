import { orNullWhenMissing } from '../api/api-error.ts';
import { serverApi } from './server-api.ts';
import { readGatewayBinding } from '../server/gateway/binding.ts';
import {
  CompleteGatewaySessionResultSchema,
  GatewaySessionSchema,
  type GatewaySessionView,
} from '../api/contract/gateway.ts';

/** The gateway session the page shows, or null when there is none of this kind (the page answers 404). */
export async function loadGatewaySession(
  id: string | undefined,
  kind: GatewaySessionView['Kind'],
): Promise<GatewaySessionView | null> {
  if (!id) return null;
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
export async function submitGatewayForm(
  request: Request,
  id: string | undefined,
): Promise<string | null> {
  if (request.method !== 'POST' || !id) return null;
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
