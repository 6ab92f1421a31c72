import { useState } from 'react';
import type { CreateReservationRequest } from '../../api/contract/reservation.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { t } from '../../i18n/checkout-messages.ts';

export type AppliedVoucher = { code: string; discount: number };

type Props = {
  propertyCode: string;
  currency: string;
  rooms: CreateReservationRequest['Rooms'];
  voucher: AppliedVoucher | null;
  onChange: (voucher: AppliedVoucher | null) => void;
};

/**
 * Gift voucher (spec §8): valid → discount shown; invalid → the reason beside the field, discount
 * cleared. Each answer replaces the last one, so an earlier refusal never stays beside a voucher that
 * worked; the reason is not also raised as a notification, which covered the form and said it twice.
 */
export function VoucherField({ propertyCode, currency, rooms, voucher, onChange }: Props) {
  const [code, setCode] = useState(voucher?.code ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    if (!code.trim()) return;
    setChecking(true);
    try {
      const { checkVoucher } = await import('./checkout-calls.ts');
      const result = await checkVoucher(propertyCode, code.trim(), rooms);
      if (result.IsValid) {
        onChange({ code: code.trim().toUpperCase(), discount: result.TotalDiscount });
        // The server's "applied" words repeat the discount line; only the experience warning adds to it.
        setMessage(result.ShowExperienceWarningMessage ? t('checkout.voucher.experience') : null);
      } else {
        onChange(null);
        setMessage(result.Message ?? t('checkout.voucher.unknown'));
      }
    } catch {
      // A failed check clears the discount and the message (spec §8).
      onChange(null);
      setMessage(null);
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor="voucher" className="block font-medium">
        {t('checkout.voucher.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="voucher"
          className="block w-full rounded border border-control bg-white px-3 py-2 uppercase"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setMessage(null);
          }}
          aria-describedby="voucher-status"
          disabled={voucher !== null}
        />
        {voucher ? (
          <button
            type="button"
            className="shrink-0 rounded border border-primary px-4 py-2 text-primary"
            onClick={() => {
              onChange(null);
              setCode('');
              setMessage(null);
            }}
          >
            {t('checkout.voucher.remove')}
          </button>
        ) : (
          <button
            type="button"
            className="shrink-0 rounded border border-primary px-4 py-2 text-primary disabled:opacity-60"
            disabled={checking || !code.trim()}
            onClick={() => void apply()}
          >
            {t('checkout.voucher.apply')}
          </button>
        )}
      </div>
      <p
        id="voucher-status"
        role="status"
        className={voucher || !message ? 'text-sm' : 'text-sm font-semibold text-negative'}
      >
        {voucher
          ? `${t('checkout.voucher.applied', { code: voucher.code, amount: formatMoney(voucher.discount, currency) })} ${message ?? ''}`.trim()
          : message}
      </p>
    </div>
  );
}
