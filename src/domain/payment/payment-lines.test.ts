import { describe, expect, it } from 'vitest';
import { paymentLines, type PaymentLine, type PaymentWay } from './payment-lines.ts';

const card: PaymentWay = { kind: 'Card' };
describe('paymentLines', () => {
  it.each<[string, [number, number, number], PaymentWay, PaymentLine[]]>([
    ['card, all now', [300, 0, 0], card, [{ label: 'Charged now', amount: 300 }]],
    [
      'card later: nothing now is said',
      [0, 300, 0],
      card,
      [
        { label: 'Charged now', amount: 0 },
        { label: 'Charged before arrival', amount: 300 },
      ],
    ],
    [
      'a deposit, the rest at the hotel',
      [90, 0, 210],
      card,
      [
        { label: 'Charged now', amount: 90 },
        { label: 'To pay at the hotel', amount: 210 },
      ],
    ],
    [
      'an invoice to the guest: nothing on a card',
      [90, 60, 150],
      { kind: 'Invoice', to: null },
      [
        { label: 'Invoiced to you', amount: 150 },
        { label: 'To pay at the hotel', amount: 150 },
      ],
    ],
    [
      'an invoice to an organisation with its order number',
      [300, 0, 0],
      { kind: 'Invoice', to: 'Acme Ltd', poNumber: 'PO-7' },
      [{ label: 'Invoiced to Acme Ltd (PO PO-7)', amount: 300 }],
    ],
  ])('%s', (_name, [dueNow, dueLater, dueAtHotel], way, lines) => {
    expect(paymentLines({ dueNow, dueLater, dueAtHotel }, way, 'GBP')).toEqual(lines);
  });
});
