import type { CheckoutForm } from '../../domain/payment/card-form.ts';
import { t } from '../../i18n/checkout-messages.ts';

type Props = {
  form: CheckoutForm;
  change: (patch: Partial<CheckoutForm>) => void;
};

/** Special requests and a comment for the hotel (spec §2 Checkout). */
export function ExtraSection({ form, change }: Props) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-tertiary/30 bg-white p-4">
      <legend className="float-start mb-3 w-full text-xl font-semibold text-primary">
        {t('checkout.extra.title')}
      </legend>
      <label className="block">
        {t('checkout.extra.requests')}
        <textarea
          className="mt-1 block w-full rounded border border-control px-3 py-2"
          rows={3}
          value={form.specialRequests}
          onChange={(e) => change({ specialRequests: e.target.value })}
        />
      </label>
      <label className="block">
        {t('checkout.extra.comment')}
        <textarea
          className="mt-1 block w-full rounded border border-control px-3 py-2"
          rows={2}
          value={form.comment}
          onChange={(e) => change({ comment: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
