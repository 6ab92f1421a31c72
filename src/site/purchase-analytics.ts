import type { ReservationConfirmation } from '../api/contract/reservation.ts';

/**
 * GA4's `purchase` for a confirmed booking: the reservation number, what it cost and
 * its rooms and extras, in the shape `trackEcommerce` sends. No name, email, phone or card.
 */
export function purchaseAnalytics(
  confirmation: Pick<
    ReservationConfirmation,
    'ReservationNumber' | 'Currency' | 'TotalCost' | 'TotalVat' | 'Rooms'
  >,
) {
  return {
    transaction_id: confirmation.ReservationNumber,
    currency: confirmation.Currency,
    value: confirmation.TotalCost,
    tax: confirmation.TotalVat,
    items: confirmation.Rooms.flatMap((room) => [
      {
        item_id: `room-${room.RoomTypeId}`,
        item_name: room.RoomTypeName,
        item_category: 'Room' as const,
        item_variant: room.RatePlanName,
        price: room.TotalRoomCost,
        quantity: 1,
      },
      ...room.Services.map((service) => ({
        item_id: `extra-${service.ServiceId}`,
        item_name: service.Name,
        item_category: 'Extra' as const,
        price: service.TotalCost,
        quantity: 1,
      })),
    ]),
  };
}
