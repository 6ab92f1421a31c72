import { useRef } from 'react';
import type { Rate } from '../../api/contract/availability-search.ts';
import { paymentTermsText } from './rate-terms.ts';

/** Rate plan info dialog (spec §2): what the rate includes, its cancellation and payment terms. */
export function RateInfo({ rate, roomTypeName }: { rate: Rate; roomTypeName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `rate-info-${rate.RatePlanId}-${roomTypeName.replace(/\W+/g, '-')}`;
  return (
    <>
      <button
        type="button"
        className="text-sm text-primary underline"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        Rate details<span className="sr-only">: {rate.Name}, {roomTypeName}</span>
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[min(36rem,92vw)] rounded-lg p-0 backdrop:bg-black/50">
        <div className="p-5">
          <h3 id={titleId} className="text-xl font-semibold text-primary">{rate.Name}</h3>
          <p className="mt-2">{rate.Description}</p>
          {rate.IncludedMeal && <p className="mt-2">Included: {rate.IncludedMeal}</p>}
          <h4 className="mt-4 font-semibold">Cancellation</h4>
          <p>{rate.Policy.CancellationPolicy}</p>
          <h4 className="mt-4 font-semibold">Payment</h4>
          <p>{paymentTermsText(rate)}</p>
          {rate.Promotion && (
            <>
              <h4 className="mt-4 font-semibold">Offer</h4>
              <p>{rate.Promotion.Description}</p>
            </>
          )}
          <form method="dialog" className="mt-5 text-right">
            <button className="rounded bg-primary px-4 py-2 text-white">Close</button>
          </form>
        </div>
      </dialog>
    </>
  );
}
