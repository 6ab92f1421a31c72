import type { Blocker } from './blockers.ts';
import { t } from '../../i18n/checkout-messages.ts';

type Props = {
  /** The button's words: what confirming does and costs. */
  label: string;
  disabled: boolean;
  /** What still stands in the way, each linked to its field. */
  blockers: Blocker[];
  onLeave: (field: string) => void;
};

/** The confirm button and, under it, what is still needed to confirm (spec §5). */
export function ConfirmSection({ label, disabled, blockers, onLeave }: Props) {
  return (
    <div className="space-y-3">
      <button
        type="submit"
        className="w-full rounded bg-primary px-6 py-3 text-lg font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        disabled={disabled}
        aria-describedby="confirm-help"
      >
        {label}
      </button>
      <div id="confirm-help">
        {blockers.length > 0 && (
          <>
            <p>{t('checkout.toConfirm')}</p>
            <ul className="list-disc ps-6">
              {blockers.map((b) => (
                <li key={b.field + b.message}>
                  <a
                    className="text-primary underline"
                    href={`#${b.field}`}
                    onClick={() => onLeave(b.field)}
                  >
                    {b.message}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
