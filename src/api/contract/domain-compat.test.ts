// Type-level checks, enforced by `tsc`: the API contract's parsed types must be accepted by the
// domain rules as they are, without casts.
import { describe, expectTypeOf, it } from 'vitest';
import type { DayAvailability as ContractDay } from './availability-calendar.ts';
import type {
  Rate as ContractRate,
  RoomTypeOffer as ContractOffer,
} from './availability-search.ts';
import type { BookConfig } from './book.ts';
import type { Property } from './property.ts';
import type { Service, ServiceInventory as ContractInventory } from './services.ts';
import type { CreditCardType } from './static-data.ts';
import type { DayAvailability } from '../../domain/booking/availability.ts';
import type { FieldRequirements } from '../../domain/booking/booker.ts';
import type { CustomTermsConfig } from '../../domain/booking/booking-confirmation.ts';
import type { VatSettings } from '../../domain/booking/basket-totals.ts';
import type { ServiceInventory } from '../../domain/booking/service-inventory.ts';
import type { SameDayBookingRestriction } from '../../domain/search/search.ts';
import type {
  OriginalRatePrices,
  Rate,
  RatePolicy,
  RoomTypeOffer,
} from '../../domain/shared/types.ts';

describe('API contract types fit the domain inputs', () => {
  it('availability search', () => {
    expectTypeOf<ContractRate>().toExtend<Rate & OriginalRatePrices & RatePolicy>();
    expectTypeOf<ContractOffer>().toExtend<RoomTypeOffer>();
  });
  it('availability calendar', () => {
    expectTypeOf<ContractDay>().toExtend<DayAvailability>();
  });
  it('configuration and property', () => {
    expectTypeOf<BookConfig>().toExtend<
      FieldRequirements & CustomTermsConfig & { EnableUserChoiceOfPaymentMethod: boolean }
    >();
    expectTypeOf<BookConfig['SameDayBookingRestriction']>().toExtend<SameDayBookingRestriction>();
    expectTypeOf<Property>().toExtend<VatSettings>();
  });
  it('services and card types', () => {
    expectTypeOf<ContractInventory>().toExtend<ServiceInventory>();
    expectTypeOf<Service>().toExtend<{
      ChargeType: 'PerStay' | 'PerDay' | 'PerQuantity';
      ChargePerPerson: boolean;
      AllowEditOnBookingEngine: boolean;
    }>();
    expectTypeOf<CreditCardType>().toExtend<{ Name: string }>();
  });
});
