import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import {
  paymentRequests,
  properties,
  reservations,
  type PaymentRequestAction,
  type PaymentRequestStatus,
} from '../db/schema/index.ts';
import { addDays, type IsoDate } from './dates.ts';

interface DemoRequest {
  readonly property: string;
  readonly invoiceNumber: string;
  readonly action: PaymentRequestAction;
  readonly description: string;
  readonly amount: number;
  readonly reservation: string | null;
  readonly status: PaymentRequestStatus;
  /** Days after the seed day the link stops working (negative: already expired). */
  readonly expiresInDays: number;
}

/** One of each state (README "Pay by link"); the demo account's guest is the payer. */
export const DEMO_PAYMENT_REQUESTS: readonly DemoRequest[] = [
  {
    property: 'GRANDLDN',
    invoiceNumber: 'INV-24017',
    action: 'Pay',
    description: 'Room service and bar, booking GL-7Q4K9P',
    amount: 180,
    reservation: 'GL-7Q4K9P',
    status: 'Pending',
    expiresInDays: 30,
  },
  {
    property: 'GRANDLDN',
    invoiceNumber: 'INV-24020',
    action: 'Pay',
    description: 'Late check-out and parking, booking GL-7Q4K9P',
    amount: 60,
    reservation: 'GL-7Q4K9P',
    status: 'Pending',
    expiresInDays: 30,
  },
  {
    property: 'GRANDLDN',
    invoiceNumber: 'INV-24018',
    action: 'Pay',
    description: 'Spa treatments, booking GL-3MX8RT',
    amount: 95.5,
    reservation: 'GL-3MX8RT',
    status: 'Paid',
    expiresInDays: 30,
  },
  {
    property: 'GRANDLDN',
    invoiceNumber: 'INV-24003',
    action: 'Pay',
    description: 'Minibar, earlier stay',
    amount: 42,
    reservation: null,
    status: 'Pending',
    expiresInDays: -1,
  },
  {
    property: 'GRANDLDN',
    invoiceNumber: 'INV-24019',
    action: 'Pay',
    description: 'Deposit already settled, booking GL-3MX8RT',
    amount: 0,
    reservation: 'GL-3MX8RT',
    status: 'Pending',
    expiresInDays: 30,
  },
  {
    property: 'GRANDLDN',
    invoiceNumber: 'CARD-3MX8RT',
    action: 'StoreCard',
    description:
      'A card to guarantee booking GL-3MX8RT. It is charged only for a late cancellation, a no-show or damage, as the rate\u2019s terms say.',
    amount: 0,
    reservation: 'GL-3MX8RT',
    status: 'Pending',
    expiresInDays: 30,
  },
  {
    property: 'LAGOSBAY',
    invoiceNumber: 'INV-LB-3001',
    action: 'Pay',
    description: 'Airport transfer',
    amount: 25000,
    reservation: null,
    status: 'Pending',
    expiresInDays: 30,
  },
];

export async function seedPaymentRequests(tx: Transaction, seedDay: IsoDate): Promise<void> {
  const seeded = new Date(`${seedDay}T00:00:00Z`);
  for (const demo of DEMO_PAYMENT_REQUESTS) {
    const [property] = await tx
      .select({ id: properties.id, currency: properties.currency })
      .from(properties)
      .where(eq(properties.code, demo.property));
    const [reservation] = demo.reservation
      ? await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(eq(reservations.reservationNumber, demo.reservation))
      : [];
    const paid = demo.status === 'Paid';
    await tx.insert(paymentRequests).values({
      propertyId: property!.id,
      reservationId: reservation?.id ?? null,
      invoiceNumber: demo.invoiceNumber,
      action: demo.action,
      description: demo.description,
      amount: demo.amount,
      currency: property!.currency,
      guestName: 'Alex Morgan',
      guestEmail: 'guest@example.com',
      status: demo.status,
      expiresAt: new Date(`${addDays(seedDay, demo.expiresInDays)}T23:59:59Z`),
      ...(paid
        ? {
            cardToken: 'tok_demo_visa_4242',
            cardBrand: 'Visa',
            cardLast4: '4242',
            cardExpiryMonth: 12,
            cardExpiryYear: 2030,
            payerEmail: 'guest@example.com',
            transactionReference: 'PBL-DEMO24018',
            completedAt: seeded,
            confirmationToken: 'demo-paid-INV-24018-receipt',
          }
        : {}),
      createdAt: seeded,
    });
  }
}
