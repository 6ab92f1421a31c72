import { expect, it } from 'vitest';
import { paymentLines, paymentWayOf, type PaymentWay } from '../domain/payment/payment-lines.ts';
import { PaymentType } from '../domain/payment/payment.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { paymentLineLabelIn, paymentLineMessageOf } from './payment-line-texts.ts';
import { fill } from './translate.ts';

const split = { dueNow: 10, dueLater: 20, dueAtHotel: 30 };

it.each<[string, PaymentWay]>([
  ['card', paymentWayOf(PaymentType.PayByCard, null, null)],
  ['individual invoice', paymentWayOf(PaymentType.PayByIndividualInvoice, null, null)],
  ['individual invoice with a PO', { kind: 'Invoice', to: null, poNumber: '5' }],
  ['company invoice', paymentWayOf(PaymentType.PayByCompanyInvoice, 'Acme (UK) Ltd', 'PO-8')],
  ['company invoice without a PO', paymentWayOf(PaymentType.PayByCompanyInvoice, 'Acme', null)],
  ['company invoice without a name', paymentWayOf(PaymentType.PayByCompanyInvoice, null, null)],
  [
    'company invoice without a name, with a PO',
    paymentWayOf(PaymentType.PayByCompanyInvoice, null, '9'),
  ],
])('finds the message of every %s line and writes it as the domain does in en-GB', (_, way) => {
  for (const line of paymentLines(split, way, 'GBP')) {
    const message = paymentLineMessageOf(line.label);
    expect(message).not.toBeNull();
    expect(fill(paymentLineMessages[message!.key], message!.params)).toBe(line.label);
    expect(paymentLineLabelIn(line.label, 'en-GB')).toBe(line.label);
  }
});

it('leaves a label it does not know as it is', () => {
  expect(paymentLineMessageOf('Paid by cheque')).toBeNull();
  expect(paymentLineLabelIn('Paid by cheque', 'de')).toBe('Paid by cheque');
});
