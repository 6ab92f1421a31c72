import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentRequests, properties } from '../../db/schema/index.ts';
import { emailPaymentRequest } from './emails.ts';

/** How long the guest has to pay a booking's charge by link. */
export const BOOKING_REQUEST_DAYS = 7;

export interface BookingPaymentRequest {
  readonly propertyId: number;
  readonly reservationId: number;
  /** Unique per property: a second call for the same charge finds the first request. */
  readonly invoiceNumber: string;
  readonly description: string;
  readonly amount: number;
  readonly currency: string;
  readonly guestName: string;
  readonly guestEmail: string;
  /** The booking's: the email and the link's page are in it. */
  readonly languageCode: string;
}

/**
 * A pay-by-link request for one of a booking's charges, emailed to the guest in the same
 * transaction (the email is claimed as the hourly request emails are, so it is written once). A
 * request that already exists under the invoice number is answered as it is. Returns its id.
 */
export async function requestBookingPayment(
  tx: Executor,
  input: BookingPaymentRequest,
  link: { readonly secret: string; readonly origin: string },
  now: Date,
): Promise<number> {
  await tx
    .insert(paymentRequests)
    .values({
      ...input,
      action: 'Pay',
      expiresAt: new Date(now.getTime() + BOOKING_REQUEST_DAYS * 24 * 60 * 60 * 1000),
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ request: paymentRequests, property: properties })
    .from(paymentRequests)
    .innerJoin(properties, eq(properties.id, paymentRequests.propertyId))
    .where(
      and(
        eq(paymentRequests.propertyId, input.propertyId),
        eq(paymentRequests.invoiceNumber, input.invoiceNumber),
        eq(paymentRequests.action, 'Pay'),
      ),
    );
  await emailPaymentRequest(tx, row!.request, row!.property, link, now);
  return row!.request.id;
}
