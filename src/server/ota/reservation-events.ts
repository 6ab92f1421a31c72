import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { OtaReservationEventKind } from '../db/schema/index.ts';
import { CHANNEL_MANAGER_KEY_PREFIX } from '../hotel-file/channel-manager.ts';

/**
 * Queues a reservation change for the hotel's channel manager, inside the caller's transaction so
 * the change and its event commit together. One statement: nothing is queued for a hotel without
 * a channel manager, and a booking pays no extra round trip to find out.
 */
export async function queueReservationEvent(
  tx: Executor,
  reservation: { readonly id: number; readonly propertyId: number },
  kind: OtaReservationEventKind,
): Promise<void> {
  await tx.execute(sql`
    insert into ota_reservation_events (property_id, reservation_id, kind)
    select p.id, ${reservation.id}, ${kind}
    from properties p
    join app_settings s on s.key = ${CHANNEL_MANAGER_KEY_PREFIX} || upper(p.code)
    where p.id = ${reservation.propertyId}`);
}
