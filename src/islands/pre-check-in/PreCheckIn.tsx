import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { PreCheckInConfig, PreCheckInReservation } from '../../api/contract/pre-check-in.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import { PreCheckInStep } from '../../domain/pre-check-in/pre-check-in-steps.ts';
import {
  $position,
  $reservation,
  $saveError,
  openPreCheckIn,
  resumePosition,
  shownPosition,
} from '../../stores/pre-check-in.ts';
import { useStoreAs } from '../../components/use-store-as.ts';
import { BookerStep } from './BookerStep.tsx';
import { GuestStep } from './GuestStep.tsx';
import { RoomStep } from './RoomStep.tsx';
import { StartStep } from './StartStep.tsx';
import { CompleteStep, SummaryStep } from './SummaryStep.tsx';
import { t } from '../../i18n/pre-check-in-messages.ts';
import { Notice } from '../../components/Notice.tsx';

export type PreCheckInProps = {
  propertyCode: string;
  propertyName: string;
  code: string;
  config: PreCheckInConfig;
  reservation: PreCheckInReservation;
  countries: { Id: number; Name: string }[];
  phoneCountry: PhoneCountry | null;
};

/** Pre-check-in (spec §2, §4): Start → Booker → rooms and guests not yet reviewed → Summary → Complete, resuming where the guest stopped. */
export default function PreCheckIn(props: PreCheckInProps) {
  // Until the island has mounted (and on the server) the page shows the props; stores are per
  // browser tab. Filling them with the same reservation and place draws nothing again.
  const reservation = useStoreAs(
    $reservation,
    (stored) => stored ?? props.reservation,
    props.reservation,
  );
  const resumed = useMemo(() => resumePosition(props.reservation), [props.reservation]);
  const position = useStoreAs($position, (stored) => shownPosition(stored, resumed), resumed);
  const saveError = useStore($saveError);
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  // Opened in the commit itself: an edit typed before React's later mount effects would find no
  // reservation to change, and the field would fall back to the server's value.
  useLayoutEffect(() => {
    openPreCheckIn(
      props.reservation,
      props.propertyCode,
      props.code,
      props.phoneCountry?.code ?? null,
    );
  }, [props.reservation, props.propertyCode, props.code, props.phoneCountry]);

  // Each new step is announced: focus moves to its heading (not on the first render).
  const stepKey = `${position.step}-${position.roomIndex ?? ''}-${position.guestIndex ?? ''}`;
  useEffect(() => {
    if (mounted.current) heading.current?.focus();
    mounted.current = true;
  }, [stepKey]);

  const shared = {
    reservation,
    config: props.config,
    countries: props.countries,
    phoneCountry: props.phoneCountry,
    headingRef: heading,
    fields: saveError?.fields ?? {},
  };
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-dark/80">
        {t('precheckin.header', {
          hotel: props.propertyName,
          number: reservation.ReservationNumber,
        })}
      </p>
      {saveError && (
        <Notice as="div" role="alert" tone="negative" className="rounded bg-white p-3">
          <span className="me-2 inline-block rounded bg-negative px-2 py-0.5 text-sm font-semibold text-white">
            {t('precheckin.badge.error')}
          </span>
          {saveError.message}
        </Notice>
      )}
      {position.step === PreCheckInStep.Start || position.step === PreCheckInStep.None ? (
        <StartStep {...shared} />
      ) : null}
      {position.step === PreCheckInStep.Booker ? <BookerStep {...shared} /> : null}
      {position.step === PreCheckInStep.Room ? (
        <RoomStep {...shared} roomIndex={position.roomIndex ?? 0} />
      ) : null}
      {position.step === PreCheckInStep.Guest ? (
        <GuestStep
          {...shared}
          roomIndex={position.roomIndex ?? 0}
          guestIndex={position.guestIndex ?? 0}
        />
      ) : null}
      {position.step === PreCheckInStep.Summary ? <SummaryStep {...shared} /> : null}
      {position.step === PreCheckInStep.Complete ? (
        <CompleteStep {...shared} propertyName={props.propertyName} />
      ) : null}
    </div>
  );
}
