import type { Blocker } from './blockers.ts';
import type { CheckoutForm } from '../../domain/payment/card-form.ts';
import { t } from '../../i18n/checkout-messages.ts';

type Props = {
  form: CheckoutForm;
  change: (patch: Partial<CheckoutForm>) => void;
  termsUrl: string | null;
  customTerms: { label: string; text: string } | null;
  errors: Map<string, Blocker>;
};

/** Terms and, when the hotel has them for this payment, its custom terms (spec §5). */
export function TermsSection({ form, change, termsUrl, customTerms, errors }: Props) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-tertiary/30 bg-white p-4">
      <legend className="float-start mb-3 w-full text-xl font-semibold text-primary">
        {t('checkout.terms.title')}
      </legend>
      <label className="flex items-start gap-2">
        <input
          id="agreeToTermsAndConditions"
          type="checkbox"
          className="mt-1"
          checked={form.agreeToTermsAndConditions}
          onChange={(e) => change({ agreeToTermsAndConditions: e.target.checked })}
          aria-invalid={errors.has('agreeToTermsAndConditions') ? true : undefined}
        />
        <span>
          {t('checkout.terms.agree')}{' '}
          {termsUrl ? (
            <a className="text-primary underline" href={termsUrl} target="_blank" rel="noopener">
              {t('checkout.terms.link')}
            </a>
          ) : (
            t('checkout.terms.link')
          )}{' '}
          {t('checkout.terms.policy')}
        </span>
      </label>
      {customTerms && (
        <div className="space-y-2">
          <p className="whitespace-pre-line text-sm">{customTerms.text}</p>
          <label className="flex items-start gap-2">
            <input
              id="hasAcceptedCustomTermsAndConditions"
              type="checkbox"
              className="mt-1"
              checked={form.hasAcceptedCustomTermsAndConditions}
              onChange={(e) => change({ hasAcceptedCustomTermsAndConditions: e.target.checked })}
            />
            <span>{customTerms.label}</span>
          </label>
        </div>
      )}
    </fieldset>
  );
}
