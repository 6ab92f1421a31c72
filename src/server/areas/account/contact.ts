import type { ContactMessageRequest, ContactMessageResult } from '../../../api/contract/contact.ts';
import { apiNoticeMessages } from '../../../i18n/api-notice-messages.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { clientAddressOf } from '../../auth/client-address.ts';
import { CONTACT_PER_ADDRESS, takeAttempt } from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { contactUs, contactUsCopy, queueEmails, type ContactDetails } from './emails.ts';
import { accountProperty } from './property.ts';

/**
 * POST /api/Contact/Message: the hotel gets the message and the guest a copy, both through the
 * outbox. Limited per client address: the copy goes to whatever address was typed.
 */
export async function sendContactMessage(
  ctx: AppContext,
  body: ContactMessageRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<ContactMessageResult> {
  const now = ctx.now();
  const address = clientAddressOf(request);
  await takeAttempt(ctx.db, [[CONTACT_PER_ADDRESS, address]], now, responseHeaders);
  const property = await accountProperty(ctx, body.PropertyId);
  const details: ContactDetails = {
    name: body.Name,
    email: body.EmailAddress,
    telephone: body.Telephone?.trim() || null,
    message: body.Message,
  };
  // The guest's copy and the answer are in the language the guest wrote from.
  const locale = localeOfLanguageCode(body.LanguageCode);
  await queueEmails(
    ctx.db,
    property,
    [
      contactUs(property.name, property.email, details),
      contactUsCopy(property.name, details, locale),
    ],
    now,
  );
  return {
    Success: true,
    Message: translatorFor(apiNoticeMessages, locale)('api.notice.contactSent', {
      hotel: property.name,
      email: body.EmailAddress,
    }),
  };
}
