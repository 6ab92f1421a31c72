import { expect, it } from 'vitest';
import { paymentLines, paymentWayOf, type PaymentWay } from '../domain/payment/payment-lines.ts';
import { PaymentType } from '../domain/payment/payment.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { paymentLineLabelIn } from './payment-line-texts.ts';
import { paymentLineLabel } from './payment-words.ts';
import { translatorFor } from './translate.ts';

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
    // Matched to a message: the pseudo-locale's text of it is not English.
    expect(paymentLineLabel(line.label, translatorFor(paymentLineMessages, 'en-XA'))).not.toBe(
      line.label,
    );
    expect(paymentLineLabel(line.label)).toBe(line.label);
    expect(paymentLineLabelIn(line.label, 'en-GB')).toBe(line.label);
  }
});

it('leaves a label it does not know as it is', () => {
  expect(paymentLineLabel('Paid by cheque')).toBe('Paid by cheque');
  expect(paymentLineLabelIn('Paid by cheque', 'de')).toBe('Paid by cheque');
});

it.each([
  ['Invoiced to Acme (UK) Ltd (PO PO-8)', 'Rechnung an Acme (UK) Ltd (Bestellnummer PO-8)'],
  ['Invoiced to you', 'Rechnung an Sie'],
  ['Charged now', 'Jetzt belastet'],
])('writes %s in German', (label, german) => {
  expect(paymentLineLabelIn(label, 'de')).toBe(german);
});
