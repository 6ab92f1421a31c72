import { eq, sql } from 'drizzle-orm';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import type { ReservationRow } from '../booking-core/index.ts';
import { moveInventory } from './amend-inventory.ts';
import { planRooms } from './amend-plan.ts';
import { summarise } from './amend-summary.ts';
import { writeChange } from './amend-write.ts';
import type { Amendment, AmendmentOutcome } from './amendment.ts';
import { NOTHING_CHANGED, STALE_VIEW } from './messages.ts';
import { loadPricingContext } from './pricing-context.ts';
import { refuse } from './refuse.ts';
import { loadManageState } from './view.ts';

export { ChallengeNeeded, type Amendment, type AmendmentOutcome } from './amendment.ts';

/** Thrown to roll a preview back: it ran every step of the real change, inventory included. */
class PreviewDone extends Error {
  readonly outcome: AmendmentOutcome;
  constructor(outcome: AmendmentOutcome) {
    super('preview');
    this.outcome = outcome;
  }
}

/**
 * Makes (or, with `preview`, prices and rolls back) a change to a booking in one transaction: the
 * reservation row is locked and its version checked (a double submit or a second tab is refused,
 * so money moves once); rooms and limited extras leave the old nights and take the new ones (a
 * sold-out night refuses the whole change); changed rooms are re-priced by checkout's rule;
 * a rise is charged to the card on file and a fall refunded to it; the change is recorded and
 * emailed. The server enforces CanBeEdited / CanBeCancelled whatever the page showed.
 */
export async function amendReservation(
  ctx: AppContext,
  reservation: ReservationRow,
  amendment: Amendment,
  onSaved: (tx: Executor, reservationId: number, outcome: AmendmentOutcome) => Promise<void>,
): Promise<AmendmentOutcome> {
  // Room names in the summary and its email are in the booking's language.
  const context = await loadPricingContext(
    ctx,
    reservation.propertyId,
    localeOfLanguageCode(reservation.languageCode),
  );
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from reservations where id = ${reservation.id} for update`);
      const [locked] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, reservation.id));
      if (!locked || locked.version !== amendment.version) refuse(409, STALE_VIEW);
      const state = await loadManageState(tx, locked!, ctx.now());
      if (amendment.kind === 'Cancelled' ? !state.rights.CanBeCancelled : !state.rights.CanBeEdited)
        refuse(403, state.rights.reason ?? STALE_VIEW);
      const plans = await planRooms(tx, context, state, locked!, amendment);
      const outcome = summarise(state, locked!, plans, amendment.kind);
      if (!outcome.summary.Changes.length) refuse(400, NOTHING_CHANGED);
      await moveInventory(tx, context, plans);
      if (amendment.preview) throw new PreviewDone(outcome);
      const payments = { providers: ctx.payments, merchantName: context.property.name };
      await writeChange(tx, ctx.now(), state, locked!, plans, outcome, amendment, payments);
      await onSaved(tx, locked!.id, outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.outcome;
    throw error;
  }
}
