import {
  canChoosePaymentMethod,
  PaymentType,
  PaymentTypeLabel,
} from '../../domain/payment/payment.ts';
import { t } from '../../i18n/checkout-messages.ts';

const LABELS: Record<PaymentType, string> = {
  [PaymentType.StoreCard]: PaymentTypeLabel.StoreCard,
  [PaymentType.PayByIndividualInvoice]: PaymentTypeLabel.PayByIndividualInvoice,
  [PaymentType.PayByVoucher]: t('checkout.method.voucher'),
  [PaymentType.PayByCompanyInvoice]: t('checkout.method.company'),
  [PaymentType.PayByPayStack]: t('checkout.method.paystack'),
  [PaymentType.PayByCard]: t('checkout.method.card'),
};

export function paymentMethodLabel(type: PaymentType): string {
  return LABELS[type];
}

/**
 * The payment methods a guest is offered (spec §5): Paystack alone where the property pays
 * through it; otherwise paying online by card, plus invoice and organisation invoice for a
 * logged-in user allowed to choose (organisation invoice only when every chosen rate allows it).
 */
export function availablePaymentMethods(input: {
  payByPayStack: boolean;
  config: { EnableUserChoiceOfPaymentMethod: boolean; EnablePayByCompanyInvoice: boolean };
  user: { CanChoosePaymentMethod: boolean } | null;
  ratesAllowCompanyInvoice: boolean;
}): PaymentType[] {
  if (input.payByPayStack) return [PaymentType.PayByPayStack];
  const methods: PaymentType[] = [PaymentType.StoreCard];
  if (canChoosePaymentMethod(input.config, input.user, PaymentType.PayByIndividualInvoice))
    methods.push(PaymentType.PayByIndividualInvoice);
  if (
    input.config.EnablePayByCompanyInvoice &&
    input.user?.CanChoosePaymentMethod === true &&
    input.ratesAllowCompanyInvoice
  ) {
    methods.push(PaymentType.PayByCompanyInvoice);
  }
  return methods;
}
