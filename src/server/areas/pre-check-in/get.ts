import type { PreCheckInGetResult } from '../../../api/contract/pre-check-in.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import type { AppContext } from '../../context.ts';
import { linkStateMessage } from './messages.ts';
import { openLink } from './open-link.ts';
import { preCheckInView } from './view.ts';

/** GET /api/PreCheckIn/Get: the reservation while the link is open, else why it cannot be used. */
export async function getPreCheckIn(
  ctx: AppContext,
  query: { propertyId: string; referenceNumber: string; hash: string },
  request: Request,
  responseHeaders: Headers,
): Promise<PreCheckInGetResult> {
  const link = await openLink(
    ctx,
    { propertyId: query.propertyId, referenceNumber: query.referenceNumber, code: query.hash },
    request,
    responseHeaders,
  );
  if (link.state !== 'Open') {
    const locale = localeOfLanguageCode(link.reservation.languageCode);
    return {
      ...linkStateMessage(
        link.state,
        { opensOn: formatStayDateIn(locale, link.opensOn), propertyName: link.propertyName },
        locale,
      ),
      Reservation: null,
    };
  }
  return {
    Success: true,
    Title: null,
    Message: null,
    Reservation: await preCheckInView(ctx.db, link.reservation, link.progress),
  };
}
