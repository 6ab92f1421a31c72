import { useEffect, useState } from 'react';
import type { ReservationStatusValue } from '../../api/contract/reservation.ts';
import { t } from '../../i18n/confirmation-messages.ts';
import * as urls from '../../site/urls.ts';
import type { Locale } from '../../i18n/locale.ts';
import { Notice } from '../../components/Notice.tsx';

type Props = {
  propertyCode: string;
  token: string;
  initial: ReservationStatusValue;
  initialMessage: string | null;
  /** The page's language, for the links this island writes (none on English pages). */
  locale?: Locale | undefined;
};

const POLL_MS = 1500;
const GIVE_UP_MS = 5 * 60_000;

/**
 * Waits for the payment outcome (spec §2 Status): asks the API every 1.5 s, goes on to the
 * confirmation when confirmed, and offers the way back to checkout when it failed.
 */
export default function StatusPoller({
  propertyCode,
  token,
  initial,
  initialMessage,
  locale,
}: Props) {
  const [status, setStatus] = useState(initial);
  const [message, setMessage] = useState(initialMessage);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    // Stripe brings the guest back with redirect_status=failed when the bank's check failed: no
    // payment is coming, so checkout is offered again, and the server lets the held rooms go (it
    // asks Stripe first; only it ever confirms or fails a booking).
    if (new URLSearchParams(location.search).get('redirect_status') !== 'failed') return;
    setStatus('Failed');
    void import('./status-calls.ts')
      .then(({ giveUpPayment }) => giveUpPayment(propertyCode, token))
      .then((answer) => {
        if (answer.Status === 'Confirmed') location.replace(urls.confirmation(propertyCode, token));
        else if (answer.Message) setMessage(answer.Message);
      })
      // A booking API without this call keeps the hold until its time runs out.
      .catch(() => undefined);
  }, [propertyCode, token]);

  useEffect(() => {
    if (status !== 'PendingPayment') return;
    const started = Date.now();
    let timer = 0;
    const poll = async () => {
      try {
        const { reservationStatus } = await import('./status-calls.ts');
        const answer = await reservationStatus(propertyCode, token);
        if (answer.Status === 'Confirmed') {
          location.replace(urls.localised(locale, urls.confirmation(propertyCode, token)));
          return;
        }
        setStatus(answer.Status);
        setMessage(answer.Message);
        if (answer.Status === 'Failed') return;
      } catch {
        // a dropped request is asked again next time
      }
      if (Date.now() - started > GIVE_UP_MS) setStale(true);
      else timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    timer = window.setTimeout(() => void poll(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [status, propertyCode, token]);

  if (status === 'Failed') {
    return (
      <Notice as="div" role="alert" tone="negative" className="space-y-3 rounded-lg bg-white p-4">
        <h2 className="text-xl font-semibold">{t('confirmation.failed.title')}</h2>
        <p>{message ?? t('confirmation.failed.body')}</p>
        <p>
          <a
            className="inline-block rounded bg-primary px-4 py-2 font-semibold text-white no-underline"
            href={urls.localised(locale, urls.checkout(propertyCode, token))}
          >
            {t('confirmation.failed.back')}
          </a>
        </p>
      </Notice>
    );
  }
  return (
    <div role="status" className="space-y-2 rounded-lg bg-white p-4">
      <h2 className="text-xl font-semibold">{t('confirmation.waiting.title')}</h2>
      <p>{t('confirmation.waiting.body')}</p>
      {stale && <p>{t('confirmation.waiting.slow', { reference: token.slice(0, 8) })}</p>}
    </div>
  );
}
