import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateReservationRequestSchema } from '../../api/contract/reservation.ts';
import { PaymentType } from '../../domain/payment/payment.ts';
import { makeItem, makeRate } from '../../stores/test-fixtures.ts';
import { EMPTY_CARD, type CheckoutForm } from '../../domain/payment/card-form.ts';
import { reservationPayload } from './reservation-payload.ts';

const form: CheckoutForm = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.co.uk ',
  telephoneNumber: '+44 20 7946 0000',
  street: '1 Strand',
  city: '',
  postCode: 'WC2N 5HR',
  country: 77,
  optInToReceiveUpdates: true,
  createAccount: false,
  password: 'ignored',
  confirmPassword: '',
  specialRequests: 'Quiet room',
  comment: '',
  paymentType: PaymentType.StoreCard,
  company: null,
  poNumber: '',
  agreeToTermsAndConditions: true,
  hasAcceptedCustomTermsAndConditions: false,
};
const card = {
  ...EMPTY_CARD,
  nameOnCard: 'A LOVELACE',
  number: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
  cardHolderEmail: 'ada@example.co.uk',
};
const context = {
  propertyCode: 'GRANDLDN',
  tax: { currency: 'GBP', vatRate: 20, vatInclusive: true },
  today: '2026-11-22',
  cardTypes: [{ Id: 1, Name: 'Visa' }],
  voucher: null,
  browser: null,
};
const nonRefundable = makeRate({
  RatePlanId: 2,
  Policy: {
    CancellationPolicy: '',
    PaymentPolicyConfiguration: {
      AutomaticPaymentType: 'AtBooking',
      PercentageToCharge: 100,
      DaysBeforeArrival: 0,
    },
  },
});
const basket = {
  propertyCode: 'GRANDLDN',
  searchKey: 'x',
  removed: [],
  items: [
    makeItem({
      services: [
        {
          ServiceId: 9,
          Name: 'Parking',
          ChargeType: 'PerDay' as const,
          ChargePerPerson: false,
          Price: 45,
          Quantity: 1,
        },
      ],
    }),
    makeItem({
      rate: nonRefundable,
      dateOfArrival: '2026-12-02',
      dateOfDeparture: '2026-12-04',
      roomConfiguration: 5,
    }),
  ],
};

describe('reservationPayload', () => {
  const payload = reservationPayload(basket, form, card, context);

  it('keeps the page’s language for the booking’s emails and links', () => {
    expect(payload.LanguageCode).toBe('en');
    expect(
      reservationPayload(basket, form, card, { ...context, languageCode: 'ar' }).LanguageCode,
    ).toBe('ar');
  });

  it('is a valid request under the contract', () => {
    expect(v.safeParse(CreateReservationRequestSchema, payload).issues).toBeUndefined();
  });

  it('sends each room with the total the guest saw and the stay span', () => {
    expect(payload.Rooms.map((r) => r.TotalCost)).toEqual([290, 200]);
    expect(payload.Rooms[0]?.Services).toEqual([{ ServiceId: 9, Quantity: 1 }]);
    expect(payload.Rooms[1]?.RoomConfigurationDropdownOptionId).toBe(5);
    expect([payload.DateFrom, payload.DateTo]).toEqual(['2026-12-01', '2026-12-04']);
  });

  it('charges now what the rates ask for, so Pay Online goes as PayByCard', () => {
    expect(payload.PaymentAmount).toBe(200);
    expect(payload.PaymentType).toBe(PaymentType.PayByCard);
  });

  it('keeps StoreCard when nothing is charged now', () => {
    const later = reservationPayload(
      { ...basket, items: [basket.items[0] ?? null] },
      form,
      card,
      context,
    );
    expect([later.PaymentAmount, later.PaymentType]).toEqual([0, PaymentType.StoreCard]);
  });

  it('takes a voucher off what is charged now first', () => {
    const withVoucher = reservationPayload(basket, form, card, {
      ...context,
      voucher: { code: 'GIFT-100-GRAND', discount: 100 },
    });
    expect(withVoucher.PaymentAmount).toBe(100);
    expect(withVoucher.HopGiftVoucherCode).toBe('GIFT-100-GRAND');
  });

  it('sends the card digits only, with the matched card type, and trims the booker', () => {
    expect(payload.CardDetails).toMatchObject({
      CardNumber: '4242424242424242',
      CreditCardTypeId: 1,
      SecurityCode: '123',
    });
    expect(payload.Booker).toMatchObject({
      FirstName: 'Ada',
      Email: 'ada@example.co.uk',
      City: null,
      CountryId: 77,
    });
    expect(payload.Password).toBeNull();
  });

  it('sends no card data when the card is typed into the provider\u2019s fields', () => {
    const hosted = reservationPayload(basket, form, card, {
      ...context,
      cardInProviderFields: true,
    });
    expect(hosted.CardDetails).toEqual({ CreditCardId: null, SaveCreditCardToIndividual: false });
    expect(JSON.stringify(hosted)).not.toContain('4242');
  });

  it('sends a saved card by id only', () => {
    const saved = reservationPayload(basket, form, { ...EMPTY_CARD, savedCardId: 4 }, context);
    expect(saved.CardDetails).toEqual({ CreditCardId: 4, SaveCreditCardToIndividual: false });
  });

  it('sends no card for a company invoice, but the organisation and PO number', () => {
    const invoice = reservationPayload(
      basket,
      {
        ...form,
        paymentType: PaymentType.PayByCompanyInvoice,
        company: { AccountId: 3, Name: 'Acme' },
        poNumber: 'PO-1',
      },
      card,
      context,
    );
    expect(invoice.CardDetails).toBeNull();
    expect([invoice.AccountId, invoice.PONumber, invoice.PaymentType]).toEqual([
      3,
      'PO-1',
      PaymentType.PayByCompanyInvoice,
    ]);
  });
});
