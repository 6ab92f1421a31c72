import type { CheckoutForm } from '../../domain/payment/card-form.ts';
import { t } from '../../i18n/checkout-messages.ts';

type Props = {
  form: CheckoutForm;
  change: (patch: Partial<CheckoutForm>) => void;
  onLeave: (field: string) => void;
};

/** A guest who is not logged in may create an account with the booking (spec §2 Checkout). */
export function AccountSection({ form, change, onLeave }: Props) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-tertiary/30 bg-white p-4">
      <legend className="float-start mb-3 w-full text-xl font-semibold text-primary">
        {t('checkout.account.title')}
      </legend>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={form.createAccount}
          onChange={(e) => change({ createAccount: e.target.checked })}
        />
        {t('checkout.account.offer')}
      </label>
      {form.createAccount && (
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block">
            {t('checkout.account.password')}
            <input
              type="password"
              autoComplete="new-password"
              className="mt-1 block w-full rounded border border-control px-3 py-2"
              value={form.password}
              onChange={(e) => change({ password: e.target.value })}
              onBlur={() => onLeave('password')}
              aria-describedby="password-hint"
            />
          </label>
          <label className="block">
            {t('checkout.account.confirm')}
            <input
              type="password"
              autoComplete="new-password"
              className="mt-1 block w-full rounded border border-control px-3 py-2"
              value={form.confirmPassword}
              onChange={(e) => change({ confirmPassword: e.target.value })}
              onBlur={() => onLeave('confirmPassword')}
            />
          </label>
          <p id="password-hint" className="text-sm sm:col-span-2">
            {t('checkout.account.hint')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
