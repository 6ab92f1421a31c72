import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AmendmentSummary, ManageReservation } from '../../api/contract/manage-booking.ts';
import { ManageStep } from '../../domain/manage/manage-steps.ts';
import { t } from '../../i18n/manage-messages.ts';
import { $manageReservation, openManage, type PendingChange } from '../../stores/manage.ts';
import { useStoreAs } from '../../components/use-store-as.ts';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';
import { Overview, type OverviewAction } from './Overview.tsx';
import { primaryButton, type CancellationReasonOption } from './step-props.ts';
import { Notice } from '../../components/Notice.tsx';

// The edit steps load when first opened: the overview is what every visit needs.
const CancelRoomStep = lazy(() =>
  import('./CancelRoomStep.tsx').then((module) => ({ default: module.CancelRoomStep })),
);
const ChangeDatesStep = lazy(() =>
  import('./ChangeDatesStep.tsx').then((module) => ({ default: module.ChangeDatesStep })),
);
const ExtrasStep = lazy(() =>
  import('./ExtrasStep.tsx').then((module) => ({ default: module.ExtrasStep })),
);
const GuestsStep = lazy(() =>
  import('./GuestsStep.tsx').then((module) => ({ default: module.GuestsStep })),
);
const SummaryStep = lazy(() =>
  import('./SummaryStep.tsx').then((module) => ({ default: module.SummaryStep })),
);
const UpgradeStep = lazy(() =>
  import('./UpgradeStep.tsx').then((module) => ({ default: module.UpgradeStep })),
);

export type ManageBookingProps = {
  propertyCode: string;
  code: string;
  reservation: ManageReservation;
  reasons: CancellationReasonOption[];
  /**
   * This booking's page (in the page's language, as the page's other links), which its calendar
   * file's address extends.
   */
  calendarHref: string;
  /** The hotel's Book a Table page, when it takes table bookings online. */
  restaurantHref?: string | null;
  /** A change paid through 3-D Secure, completed (or not) as the gateway sent the guest back. */
  notice?: { tone: 'positive' | 'negative'; text: string } | null;
};

type View =
  | { step: typeof ManageStep.ReservationOverview }
  | { step: typeof ManageStep.ChangeDates }
  | {
      step:
        | typeof ManageStep.Guest
        | typeof ManageStep.Extras
        | typeof ManageStep.UpgradeSelection
        | typeof ManageStep.Room;
      itemId: number;
    }
  | { step: typeof ManageStep.Summary; change: PendingChange; summary: AmendmentSummary }
  | {
      step: typeof ManageStep.Complete | typeof ManageStep.Cancelled;
      message: string;
      /** The change's money lines, made by the step that priced it (they load with that step). */
      money: ReactNode;
    };

const OVERVIEW: View = { step: ManageStep.ReservationOverview };

/** Manage booking (spec §2, §4): the overview, one edit at a time, its priced summary, then Complete or Cancelled. */
export default function ManageBooking(props: ManageBookingProps) {
  const reservation = useStoreAs(
    $manageReservation,
    (stored) => stored ?? props.reservation,
    props.reservation,
  );
  const [view, setView] = useState<View>(
    props.reservation.IsCancelled
      ? { step: ManageStep.Cancelled, message: t('manage.done.wasCancelled'), money: null }
      : OVERVIEW,
  );
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusWhenShown = useRef(false);
  // A step that loads on demand shows its heading after the step changed: focus it when it appears.
  const attachHeading = useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node;
    if (node && focusWhenShown.current) {
      focusWhenShown.current = false;
      node.focus();
    }
  }, []);
  const mounted = useRef(false);

  // Opened in the commit itself: what the guest does before React's later mount effects needs it.
  useLayoutEffect(() => {
    openManage(props.reservation, props.propertyCode, props.code);
  }, [props.reservation, props.propertyCode, props.code]);
  useEffect(() => {
    // The confirmation's "Add extras" links here with #extras: straight to the first room's extras.
    const first = props.reservation.Items.find((item) => !item.IsCancelled);
    if (window.location.hash === '#extras' && props.reservation.CanBeEdited && first)
      setView({ step: ManageStep.Extras, itemId: first.ReservationItemId });
    // The gateway's return parameter has done its work: a reload should not ask again.
    if (new URL(window.location.href).searchParams.has('payment'))
      window.history.replaceState(null, '', window.location.pathname);
  }, [props.reservation]);

  // Each new step is announced: focus moves to its heading (not on the first render).
  const viewKey = `${view.step}-${'itemId' in view ? view.itemId : ''}`;
  // The page as hydrated stays where the guest has scrolled it to; a new step starts at its top.
  useEffect(() => {
    if (mounted.current) {
      if (heading.current) heading.current.focus();
      else focusWhenShown.current = true;
      window.scrollTo({ top: 0 });
    }
    mounted.current = true;
  }, [viewKey]);

  const back = () => setView(OVERVIEW);
  const shared = {
    reservation,
    headingRef: attachHeading,
    onBack: back,
    onReview: (change: PendingChange, summary: AmendmentSummary) =>
      setView({ step: ManageStep.Summary, change, summary }),
  };

  function act(action: OverviewAction) {
    setNotice(null);
    if (action.kind === 'dates') setView({ step: ManageStep.ChangeDates });
    else if (action.kind === 'guests') setView({ step: ManageStep.Guest, itemId: action.itemId });
    else if (action.kind === 'extras') setView({ step: ManageStep.Extras, itemId: action.itemId });
    else if (action.kind === 'upgrade')
      setView({ step: ManageStep.UpgradeSelection, itemId: action.itemId });
    else if (action.kind === 'cancelRoom')
      setView({ step: ManageStep.Room, itemId: action.itemId });
    else setCancelling(true);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-dark/80">
        {t('manage.booking', { number: reservation.ReservationNumber })}
      </p>
      <div role="alert">{notice && <Notice tone="negative">{notice}</Notice>}</div>
      {props.notice && (
        <Notice
          role={props.notice.tone === 'negative' ? 'alert' : 'status'}
          tone={props.notice.tone}
        >
          {props.notice.text}
        </Notice>
      )}
      {view.step === ManageStep.ReservationOverview && (
        <Overview
          reservation={reservation}
          headingRef={attachHeading}
          onAction={act}
          calendarHref={props.calendarHref}
          restaurantHref={props.restaurantHref ?? null}
        />
      )}
      <Suspense fallback={<p role="status">{t('manage.loading')}</p>}>
        {view.step === ManageStep.ChangeDates && <ChangeDatesStep {...shared} />}
        {view.step === ManageStep.Guest && <GuestsStep {...shared} itemId={view.itemId} />}
        {view.step === ManageStep.Extras && <ExtrasStep {...shared} itemId={view.itemId} />}
        {view.step === ManageStep.UpgradeSelection && (
          <UpgradeStep {...shared} itemId={view.itemId} />
        )}
        {view.step === ManageStep.Room && (
          <CancelRoomStep {...shared} itemId={view.itemId} reasons={props.reasons} />
        )}
        {view.step === ManageStep.Summary && (
          <SummaryStep
            {...shared}
            change={view.change}
            summary={view.summary}
            onSaved={(message, money) =>
              setView({
                step: ManageStep.Complete,
                message: message ?? t('manage.done.updatedText'),
                money,
              })
            }
          />
        )}
      </Suspense>
      {(view.step === ManageStep.Complete || view.step === ManageStep.Cancelled) && (
        <section aria-labelledby="done-heading" className="space-y-4">
          <h2 id="done-heading" ref={attachHeading} tabIndex={-1} className="text-xl font-semibold">
            {t(
              view.step === ManageStep.Cancelled ? 'manage.done.cancelled' : 'manage.done.updated',
            )}
          </h2>
          <Notice role="status" tone="positive">
            {t('manage.done.emailed', { message: view.message })}
          </Notice>
          {view.money}
          {view.step === ManageStep.Complete ? (
            <button type="button" className={primaryButton} onClick={back}>
              {t('manage.back')}
            </button>
          ) : (
            <Overview
              reservation={reservation}
              headingRef={null}
              onAction={act}
              calendarHref={props.calendarHref}
              restaurantHref={props.restaurantHref ?? null}
            />
          )}
        </section>
      )}
      <CancelBookingDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        reservation={reservation}
        reasons={props.reasons}
        onCancelled={(money) => {
          setCancelling(false);
          setView({
            step: ManageStep.Cancelled,
            message: t('manage.done.cancelledText'),
            money,
          });
        }}
        onFailed={(message) => {
          setCancelling(false);
          setNotice(message);
        }}
      />
    </div>
  );
}
