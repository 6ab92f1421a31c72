// Type-level checks, enforced by `tsc`: the API contract's parsed types must be accepted by the
// domain rules as they are, without casts.
import { describe, expectTypeOf, it } from 'vitest';
import type { DayAvailability as ContractDay } from '../api/contract/availability-calendar.ts';
import type { Rate as ContractRate, RoomTypeOffer as ContractOffer } from '../api/contract/availability-search.ts';
import type { BookConfig } from '../api/contract/book.ts';
import type { Property } from '../api/contract/property.ts';
import type { Service, ServiceInventory as ContractInventory } from '../api/contract/services.ts';
import type { CreditCardType } from '../api/contract/static-data.ts';
import type { DayAvailability } from './availability.ts';
import type { FieldRequirements } from './booker.ts';
import type { CustomTermsConfig } from './booking-confirmation.ts';
import type { VatSettings } from './basket-totals.ts';
import type { ServiceInventory } from './service-inventory.ts';
import type { SameDayBookingRestriction } from './search.ts';
import type { OriginalRatePrices, Rate, RatePolicy, RoomTypeOffer } from './types.ts';

describe('API contract types fit the domain inputs', () => {
  it('availability search', () => {
    expectTypeOf<ContractRate>().toExtend<Rate & OriginalRatePrices & RatePolicy>();
    expectTypeOf<ContractOffer>().toExtend<RoomTypeOffer>();
  });
  it('availability calendar', () => {
    expectTypeOf<ContractDay>().toExtend<DayAvailability>();
  });
  it('configuration and property', () => {
    expectTypeOf<BookConfig>().toExtend<FieldRequirements & CustomTermsConfig & { EnableUserChoiceOfPaymentMethod: boolean }>();
    expectTypeOf<BookConfig['SameDayBookingRestriction']>().toExtend<SameDayBookingRestriction>();
    expectTypeOf<Property>().toExtend<VatSettings>();
  });
  it('services and card types', () => {
    expectTypeOf<ContractInventory>().toExtend<ServiceInventory>();
    expectTypeOf<Service>().toExtend<{ ChargeType: 'PerStay' | 'PerDay' | 'PerQuantity'; ChargePerPerson: boolean; AllowEditOnBookingEngine: boolean }>();
    expectTypeOf<CreditCardType>().toExtend<{ Name: string }>();
  });
});
