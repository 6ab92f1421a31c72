import type { RatePlanRow, RoomTypeRow } from '../areas/availability/statics.ts';

/** A room type row for availability tests: two adults, one child, five rooms; `fields` override. */
export const roomTypeRow = (id: number, fields: Partial<RoomTypeRow> = {}): RoomTypeRow => ({
  id,
  propertyId: 1,
  locationId: null,
  code: `R${id}`,
  name: `R${id}`,
  description: '',
  imageUrl: null,
  photos: [],
  sizeSquareMetres: null,
  minimumOccupancy: 1,
  maximumOccupancy: 2,
  adultMaximumOccupancy: 2,
  childMaximumOccupancy: 1,
  inventory: 5,
  sortOrder: id,
  ...fields,
});

/** A rate plan row for availability tests: non-refundable, paid at booking; `fields` override. */
export const ratePlanRow = (id: number, fields: Partial<RatePlanRow> = {}): RatePlanRow => ({
  id,
  propertyId: 1,
  code: `P${id}`,
  name: `P${id}`,
  description: '',
  cancellationPolicy: '',
  cancellationTerms: { nonRefundable: true },
  includedMeal: null,
  automaticPaymentType: 'AtBooking',
  percentageToCharge: 100,
  daysBeforeArrival: 0,
  useOccupancyForRatePlan: false,
  minimumOccupancy: null,
  maximumOccupancy: null,
  adultMaximumOccupancy: null,
  childMaximumOccupancy: null,
  canPayByCompanyInvoice: false,
  promoOnly: false,
  sortOrder: id,
  ...fields,
});
