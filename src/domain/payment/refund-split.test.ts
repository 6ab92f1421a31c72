import { describe, expect, it } from 'vitest';
import { splitRefund, type PaymentEntry, type RefundPart } from './refund-split.ts';

const deposit: PaymentEntry = { reference: 'pi_deposit', minor: 12210 };
const rise: PaymentEntry = { reference: 'pi_rise', minor: 6120 };

describe('splitRefund', () => {
  it.each<[string, number, PaymentEntry[], RefundPart[] | null]>([
    ['one payment, part of it', 5000, [deposit], [{ reference: 'pi_deposit', minor: 5000 }]],
    ['one payment, all of it', 12210, [deposit], [{ reference: 'pi_deposit', minor: 12210 }]],
    ['more than was paid', 12211, [deposit], null],
    [
      'a rise and a deposit, all of both: the newest first',
      18330,
      [rise, deposit],
      [
        { reference: 'pi_rise', minor: 6120 },
        { reference: 'pi_deposit', minor: 12210 },
      ],
    ],
    ['within the newest payment', 6000, [rise, deposit], [{ reference: 'pi_rise', minor: 6000 }]],
    [
      'a payment refunded before counts only what is left',
      8000,
      [{ reference: 'pi_rise', minor: -6000 }, rise, deposit],
      [
        { reference: 'pi_rise', minor: 120 },
        { reference: 'pi_deposit', minor: 7880 },
      ],
    ],
    [
      'a payment refunded in full is skipped',
      100,
      [{ reference: 'pi_rise', minor: -6120 }, rise, deposit],
      [{ reference: 'pi_deposit', minor: 100 }],
    ],
    ['nothing to refund', 0, [deposit], []],
    ['no payments', 100, [], null],
  ])('%s', (_name, minor, entries, expected) => {
    expect(splitRefund(minor, entries)).toEqual(expected);
  });
});
