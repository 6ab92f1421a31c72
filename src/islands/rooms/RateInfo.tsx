import { useState } from 'react';
import type { Rate } from '../../api/contract/availability-search.ts';
import Dialog from '../../components/Dialog.tsx';
import { t } from '../../i18n/rooms-messages.ts';
import { laterSteps } from './later-code.tsx';

/** Rate plan info dialog (spec §2): what the rate includes, its cancellation and payment terms. */
export function RateInfo({ rate, roomTypeName }: { rate: Rate; roomTypeName: string }) {
  const [open, setOpen] = useState(false);
  // Its payment terms' words come with the later steps (usually in place by the first click).
  const [, setStepsLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="needs-js inline-flex min-h-6 items-center text-sm text-primary underline"
        aria-haspopup="dialog"
        aria-label={t('rooms.rate.detailsFor', { rate: rate.Name, room: roomTypeName })}
        onClick={() => setOpen(true)}
      >
        {t('rooms.rate.details')}
      </button>
      {/* Only while open: a results page carries a dozen rates, and their empty dialogs were in
          its first round trip. */}
      {open && (
        <Dialog open onClose={() => setOpen(false)} title={rate.Name} className="sm:w-[36rem]">
          <p>{rate.Description}</p>
          {rate.IncludedMeal && (
            <p className="mt-2">{t('rooms.rate.included', { meal: rate.IncludedMeal })}</p>
          )}
          <h3 className="mt-4 font-semibold">{t('rooms.rate.cancellation')}</h3>
          <p>{rate.Policy.CancellationPolicy}</p>
          <h3 className="mt-4 font-semibold">{t('rooms.rate.payment')}</h3>
          <p>{laterSteps(() => setStepsLoaded(true))?.paymentTermsText(rate)}</p>
          {rate.Promotion && (
            <>
              <h3 className="mt-4 font-semibold">{t('rooms.rate.offer')}</h3>
              <p>{rate.Promotion.Description}</p>
            </>
          )}
        </Dialog>
      )}
    </>
  );
}
