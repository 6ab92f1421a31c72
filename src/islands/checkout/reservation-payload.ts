import type { BrowserData, CreateReservationRequest } from '../../api/contract/reservation.ts';
import { detectCardType, findProviderCardType } from '../../domain/payment/cards.ts';
import { PaymentType, paymentTypeToSend } from '../../domain/payment/payment.ts';
import type { Basket, BasketItem } from '../../stores/basket.ts';
import { basketTotals, itemTotals } from '../../stores/basket-view.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import type { CardForm, CheckoutForm } from '../../domain/payment/card-form.ts';

export type PayloadContext = {
  propertyCode: string;
  tax: PriceTax;
  today: string;
  cardTypes: readonly { Id: number; Name: string }[];
  voucher: { code: string; discount: number } | null;
  browser: BrowserData | null;
  /** The currency the guest chose to see prices in ('' = the property's own). */
  displayCurrency?: string;
  /** The card is typed into the provider's fields: no card data of ours is sent (Stripe). */
  cardInProviderFields?: boolean;
  /** The page's language as the booking keeps it ('en', 'de' …): its emails and links use it. */
  languageCode?: string;
};

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * The `POST /api/Reservation/Create` body (spec §7) for what the guest chose and typed. Room
 * totals and the amount charged now come from the same domain rules the guest saw them with, so
 * the server's re-pricing finds the same figures.
 */
export function reservationPayload(
  basket: Basket,
  form: CheckoutForm,
  card: CardForm,
  context: PayloadContext,
): CreateReservationRequest {
  const items = basket.items.flatMap((item) => (item ? [item] : []));
  const totals = basketTotals(items, context.tax, context.today, context.voucher?.discount ?? 0);
  const paysByCard =
    form.paymentType === PaymentType.StoreCard || form.paymentType === PaymentType.PayByCard;
  const promo = items.find((item) => item.rate.Promotion)?.rate.Promotion?.Code ?? null;
  return {
    LanguageCode: context.languageCode ?? 'en',
    IsAppBooking: false,
    DisplayCurrency: context.displayCurrency || null,
    PropertyId: context.propertyCode,
    DateFrom: items.map((i) => i.dateOfArrival).sort()[0] ?? '',
    DateTo:
      items
        .map((i) => i.dateOfDeparture)
        .sort()
        .at(-1) ?? '',
    Notes: orNull(form.specialRequests),
    Comment: orNull(form.comment),
    Booker: {
      FirstName: form.firstName.trim(),
      LastName: form.lastName.trim(),
      Email: form.emailAddress.trim(),
      Phone: form.telephoneNumber.trim(),
      Street: orNull(form.street),
      City: orNull(form.city),
      CountryId: form.country > 0 ? form.country : null,
      StateOrCounty: null,
      ZipCode: orNull(form.postCode),
      OptInToReceiveUpdates: form.optInToReceiveUpdates,
    },
    Password: form.createAccount ? form.password : null,
    CardDetails: paysByCard
      ? card.savedCardId
        ? { CreditCardId: card.savedCardId, SaveCreditCardToIndividual: false }
        : context.cardInProviderFields
          ? { CreditCardId: null, SaveCreditCardToIndividual: card.saveCard }
          : {
              CreditCardId: null,
              SaveCreditCardToIndividual: card.saveCard,
              CardNumber: card.number.replace(/\D/g, ''),
              NameOnCard: card.nameOnCard.trim(),
              EmailAddress: card.cardHolderEmail.trim(),
              CreditCardTypeId:
                findProviderCardType(detectCardType(card.number), context.cardTypes)?.Id ?? null,
              ExpiryMonth: card.expiryMonth,
              ExpiryYear: card.expiryYear,
              SecurityCode: card.securityCode.trim(),
            }
      : null,
    PaymentAmount: totals.dueNow,
    PaymentType: paymentTypeToSend(form.paymentType, totals.dueNow),
    AccountId:
      form.paymentType === PaymentType.PayByCompanyInvoice
        ? (form.company?.AccountId ?? null)
        : null,
    PONumber: form.paymentType === PaymentType.PayByCompanyInvoice ? orNull(form.poNumber) : null,
    PromoCode: promo,
    HopGiftVoucherCode: context.voucher?.code ?? null,
    AgreeToTermsAndConditions: form.agreeToTermsAndConditions,
    HasAcceptedCustomTermsAndConditions: form.hasAcceptedCustomTermsAndConditions,
    Rooms: reservationRooms(items, context.tax, context.today),
    BrowserData: context.browser,
  };
}

/** The basket's rooms as the booking sends them (spec §7), each with the total the guest was shown. */
export function reservationRooms(
  items: readonly (BasketItem | null)[],
  tax: PriceTax,
  today: string,
): CreateReservationRequest['Rooms'] {
  return items.flatMap((item) =>
    item
      ? [
          {
            DateFrom: item.dateOfArrival,
            DateTo: item.dateOfDeparture,
            RoomTypeId: item.roomTypeId,
            RoomConfigurationDropdownOptionId: item.roomConfiguration,
            RatePlanId: item.rate.RatePlanId,
            Promotion: item.rate.Promotion?.Code ?? null,
            NumberOfAdults: item.numberOfAdults,
            NumberOfChildren: item.numberOfChildren,
            NumberOfInfants: item.numberOfInfants,
            LeadGuest: { FirstName: item.leadGuest.FirstName, LastName: item.leadGuest.LastName },
            Services: item.services.map((s) => ({ ServiceId: s.ServiceId, Quantity: s.Quantity })),
            TotalCost: itemTotals(item, tax, today).total,
          },
        ]
      : [],
  );
}

/** Spec §7 BrowserData from this browser (for the gateway's 3-D Secure risk checks). */
export function browserData(): BrowserData {
  return {
    ColorDepth: screen.colorDepth,
    JavaScriptEnabled: true,
    Language: navigator.language.slice(0, 35),
    ScreenHeight: screen.height,
    ScreenWidth: screen.width,
    UserAgent: navigator.userAgent.slice(0, 512),
    TimeZoneOffset: new Date().getTimezoneOffset(),
  };
}
