import { defineRoute } from '../http/route.ts';
import {
  CompleteGatewaySessionRequestSchema,
  CompleteGatewaySessionResultSchema,
  GatewaySessionParamsSchema,
  GatewaySessionSchema,
} from '../../api/contract/gateway.ts';
import { completeGatewaySession, gatewaySessionView } from '../areas/reservation/gateway-return.ts';

const tag = 'SimulatedGateway';

/** The simulated payment gateway's API, behind its 3-D Secure challenge and Paystack-style hosted pages. */
export const gatewayRoutes = [
  defineRoute({
    method: 'GET',
    path: '/SimulatedGateway/Sessions/:id',
    tag,
    summary:
      'A 3-D Secure challenge or hosted payment: amount, merchant, status and where the guest returns to.',
    params: GatewaySessionParamsSchema,
    response: GatewaySessionSchema,
    errors: [404],
    handle: ({ params, ctx }) => gatewaySessionView(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/SimulatedGateway/Sessions/:id/Complete',
    tag,
    summary:
      'Ends the session: passed (challenge passed, paid) confirms the held booking, otherwise it fails and its rooms are given back.',
    params: GatewaySessionParamsSchema,
    body: CompleteGatewaySessionRequestSchema,
    response: CompleteGatewaySessionResultSchema,
    errors: [403, 404],
    handle: ({ params, body, ctx }) =>
      completeGatewaySession(ctx, params.id, body.Passed, body.Binding),
  }),
];
