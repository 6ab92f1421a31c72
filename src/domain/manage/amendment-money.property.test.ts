import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentDue } from '../payment/payment.ts';
import { roomShares } from '../payment/room-shares.ts';
import { addDays } from '../shared/clock.ts';
import { roundMoney } from '../shared/money.ts';
import type { PaymentPolicyConfiguration } from '../shared/types.ts';
import { amendmentMoney, type BookingMoney } from './amendment-money.ts';
import { roomDueAtHotel, type HowPaid, type RoomChange, type RoomMoney } from './room-money.ts';

const today = '2027-03-01';
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const policy: fc.Arbitrary<PaymentPolicyConfiguration> = fc.record({
  AutomaticPaymentType: fc.constantFrom('None', 'AtBooking', 'BeforeArrival'),
  PercentageToCharge: fc.integer({ min: 0, max: 100 }),
  DaysBeforeArrival: fc.nat(30),
});
const aRoom = fc.record({ owed: cents(2000), policy, arrivesIn: fc.integer({ min: 0, max: 60 }) });
/** A change of one room: left alone, cancelled with a fee up to its price, or re-priced. */
const aChange = fc.oneof(
  fc.constant({ kind: 'Unchanged' as const }),
  fc.record({
    kind: fc.constant('Cancelled' as const),
    feeShare: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('Changed' as const), owed: cents(3000) }),
);
const aBooking = fc.record({
  rooms: fc.array(aRoom, { minLength: 1, maxLength: 5 }),
  discount: cents(500),
  invoiced: fc.boolean(),
  canCharge: fc.boolean(),
  currency: fc.constantFrom('GBP', 'JPY'),
});

const sumOf = (values: readonly number[], currency: string) =>
  roundMoney(
    values.reduce((sum, value) => sum + value, 0),
    currency,
  );

describe('amendmentMoney over random bookings (property)', () => {
  it('keeps every room whole and its own, through any series of changes', () => {
    fc.assert(
      fc.property(
        aBooking,
        fc.array(fc.array(aChange, { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        ({ rooms, discount: voucher, invoiced, canCharge, currency }, amendments) => {
          const money = (amount: number) => roundMoney(amount, currency);
          const discount = money(voucher);
          const how: HowPaid = { currency, invoiced, canCharge };
          const splits = rooms.map((room) => {
            const owed = money(room.owed);
            const split = paymentDue(room.policy, owed, addDays(today, room.arrivesIn), today);
            return { owed, now: split.now, later: split.later };
          });
          // The booking as checkout rounds it: once, over the rooms.
          const offNow = Math.min(
            discount,
            splits.reduce((sum, s) => sum + s.now, 0),
          );
          const bookedNow = money(splits.reduce((sum, s) => sum + s.now, 0) - offNow);
          const bookedLater = money(
            Math.max(0, splits.reduce((sum, s) => sum + s.later, 0) - (discount - offNow)),
          );
          let ledger: RoomMoney[] = roomShares(splits, {
            currency,
            discount,
            amountPaid: invoiced ? 0 : bookedNow,
            amountDueLater: invoiced ? money(bookedNow + bookedLater) : bookedLater,
            invoiced,
          });
          // The rooms add up to what the booking charged and scheduled.
          expect(
            sumOf(
              ledger.map((room) => room.paid),
              currency,
            ),
          ).toBe(invoiced ? 0 : bookedNow);
          const voucherUsed = sumOf(
            ledger.map((room) => room.voucher),
            currency,
          );
          let booking: BookingMoney = {
            total: money(
              sumOf(
                splits.map((s) => s.owed),
                currency,
              ) - voucherUsed,
            ),
            discount: voucherUsed,
            amountPaid: sumOf(
              ledger.map((room) => room.paid),
              currency,
            ),
            amountDueLater: sumOf(
              ledger.map((room) => room.dueLater),
              currency,
            ),
          };
          for (const amendment of amendments) {
            const changes: RoomChange[] = ledger.map((before, i) => {
              const change = amendment[i]!;
              if (change.kind === 'Unchanged') return change;
              if (change.kind === 'Cancelled')
                return { kind: 'Cancelled', fee: money(before.owed * change.feeShare) };
              const split = paymentDue(rooms[i]!.policy, change.owed, addDays(today, 10), today);
              return { kind: 'Changed', owed: money(change.owed), ...split };
            });
            const result = amendmentMoney(
              booking,
              ledger.map((before, i) => ({ before, change: changes[i]! })),
              how,
            );
            result.rooms.forEach(({ after, charge, refund }, i) => {
              const before = ledger[i]!;
              // Paid + scheduled + at the hotel (+ voucher) is what the room owes, none negative.
              expect(
                money(
                  after.voucher + after.paid + after.dueLater + roomDueAtHotel(after, currency),
                ),
              ).toBe(after.owed);
              expect(
                Math.min(
                  after.voucher,
                  after.paid,
                  after.dueLater,
                  roomDueAtHotel(after, currency),
                ),
              ).toBeGreaterThanOrEqual(0);
              // A room refunds only what it paid, and one left alone moves nothing.
              expect(refund).toBeLessThanOrEqual(before.paid);
              if (changes[i]!.kind === 'Unchanged')
                expect({ after, charge, refund }).toEqual({ after: before, charge: 0, refund: 0 });
              // Nothing is newly scheduled for a cancelled room, nor charged where nothing can be.
              if (changes[i]!.kind === 'Cancelled' && !invoiced) expect(after.dueLater).toBe(0);
              if (invoiced || !canCharge) expect(charge).toBe(0);
            });
            ledger = result.rooms.map((move) => move.after);
            booking = {
              total: result.newTotal,
              discount: result.discount,
              amountPaid: result.amountPaid,
              amountDueLater: result.amountDueLater,
            };
            // The booking is the sum of its rooms.
            expect(result.newTotal).toBe(
              sumOf(
                ledger.map((r) => r.owed - r.voucher),
                currency,
              ),
            );
            expect(result.amountPaid).toBe(
              sumOf(
                ledger.map((r) => r.paid),
                currency,
              ),
            );
            expect(result.amountDueLater).toBe(
              sumOf(
                ledger.map((r) => r.dueLater),
                currency,
              ),
            );
            expect(result.amountDueAtHotel).toBe(
              sumOf(
                ledger.map((r) => roomDueAtHotel(r, currency)),
                currency,
              ),
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
