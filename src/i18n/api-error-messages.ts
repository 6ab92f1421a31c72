// Server only: drawn into pages and emails, never loaded by the browser.
/**
 * en-GB texts of the API's refusals a guest reads (spec §5 and §8, typos included): the `Message`
 * and the per-field `ModelState` messages of an error answer. The server writes these texts; the
 * answer is put into the request's language on its way out (`apiErrorBodyIn`).
 */
export const apiErrorMessages = {
  'api.invalidRequest': 'The request is invalid.',
  'api.unexpected': 'An unexpected error occurred',
  'api.controlCharacters': 'This text contains characters that are not allowed.',
  'api.fieldRequired': 'The {field} field is required.',
  'api.tooLong': '{label}: at most {max} characters',
  'api.tooManyAttempts': 'Too many attempts. Please wait a few minutes and try again.',
  'api.checkDetails': 'Please check the highlighted details.',
  'api.checkCard': 'Please check the card details.',
  'api.card.details': 'Enter your card details.',
  'api.card.number': 'Enter the card number.',
  'api.card.numberInvalid': 'Enter a valid card number.',
  'api.card.typeNotAccepted': 'This hotel does not accept this type of card.',
  'api.card.savedLogIn': 'Log in to pay with a saved card.',
  'api.card.savedExpired': 'This saved card has expired. Please use another card.',
  'api.card.savedNotFound': 'This saved card was not found. Please choose another card.',
  'api.card.typeMismatch': 'The card number does not match the chosen card type.',
  'api.card.name': 'Enter the name on the card.',
  'api.card.expiryMonth': 'Choose the expiry month.',
  'api.card.expiryYear': 'Choose the expiry year.',
  'api.card.expired': 'This card has expired.',
  'api.card.securityCode': 'Enter the security code.',
  'api.card.securityCodeDigits': 'Enter the {digits}-digit security code.',
  'api.invoice.organisation': 'Choose the organisation to invoice.',
  'api.invoice.poNumber': 'Enter the purchase order (PO) number.',
  'api.invoice.rateNotInvoiced': 'The chosen rate cannot be invoiced to a company.',
  'api.invoice.notOffered': 'This hotel does not invoice companies for online bookings.',
  'api.payment.noPaystack': 'This hotel does not take payment through Paystack.',
  'api.propertyNotFound': 'Property not found',
  'api.validation.email': 'A valid email address is required',
  'api.validation.phone': 'A valid phone number is required',
  'api.validation.password': 'Password is required',
  'api.validation.reservationNumber': 'Resevation Number is required',
  'api.validation.guestName': 'Guest Name is required',
  'api.linkInvalid': 'This link is invalid',
  'api.linkInvalidContact':
    'This link is invalid. Please contact the hotel by {telephone} or {email}.',
  'api.booking.reservationNotFound': 'Reservation not found',
  'api.booking.notAvailable': 'Sorry, your selection is not available',
  'api.booking.pricesChanged':
    'Prices have changed since you searched. Please review your booking and try again.',
  'api.booking.cardDeclined': 'Your card was declined. Please use another card.',
  'api.booking.voucherChanged':
    'The gift voucher balance has changed. Please check the voucher and try again.',
  'api.booking.challengeFailed':
    'Your card could not be verified, so the booking was not made. Please try again or use another card.',
  'api.booking.paymentCancelled': 'The payment was cancelled, so the booking was not made.',
  'api.booking.paymentTimedOut':
    'The payment was not completed in time, so the booking was not made. Please book again.',
  'api.manage.notFound':
    'We could not find a booking with that reservation number and name. Please check both and try again.',
  'api.manage.saveFailed': 'Failed to save Reservation',
  'api.manage.stale':
    'This booking was changed since you opened it. Please review the latest details and try again.',
  'api.manage.nothingChanged': 'There is nothing to save: no changes were made.',
  'api.manage.reasonRequired': 'Please choose a reason for cancelling.',
  'api.manage.commentRequired': 'Please tell us a little more about why you are cancelling.',
  'api.manage.lastRoom': 'This is the only room left on the booking: cancel the booking instead.',
  'api.manage.priceMoved':
    'The price of this change moved while your card was being checked, so nothing was changed. Please review the change again.',
  'api.manage.challengePassed': 'Your card check was passed and your booking has been updated.',
  'api.manage.challengeNotPassed':
    'Your card check was not completed, so nothing was changed or charged.',
  'api.manage.refundFailed':
    'The refund could not be made just now, so nothing was changed. Please try again in a few minutes.',
  'api.payment.failed': 'Failed to process transaction',
  'api.payment.noBalance': 'There is nothing left to pay on this invoice.',
  'api.payment.amountChanged': 'The amount to pay has changed. Please reload the page to see it.',
  'api.payment.busy':
    'A payment for this link is already under way. Please wait a moment and check again.',
  'api.payment.cardDeclined': 'Your card was declined. You can try again with another card.',
  'api.payment.challengeFailed':
    'Your card check was not completed, so nothing was charged. You can try again.',
  'api.payment.interrupted':
    'Your last payment attempt did not finish, so it is not recorded as paid. You can try again; if your bank shows a charge for it, please contact the hotel.',
  'api.payment.notKnown': 'This payment is not known.',
  'api.payment.notComplete': 'This payment is not complete.',
  'api.payment.notPaid':
    'Your payment was not completed, so nothing was charged. You can try again.',
  'api.payment.sessionNotFound': 'Payment session not found',
  'api.account.notLoggedIn': 'Please log in.',
  'api.account.loginFailed': 'Failed to login, please check your email address and password',
  'api.account.cardNotFound': 'This card is no longer saved in your account.',
  'api.account.linkInvalid': 'This link is invalid, has been used already or has expired.',
  'api.account.emailTaken': 'This email address belongs to another account.',
  'api.account.wrongPassword': 'Your current password is not correct',
  'api.account.cannotInvoice': 'Your account cannot invoice an organisation.',
  'api.propertyGroupNotFound': 'Property group not found',
  'api.roomTypeNotFound': 'Room type not found',
  'api.group.chooseArea': 'Choose one of the group\u2019s areas.',
  'api.voucher.notRecognised': 'Voucher code not recognised',
  'api.voucher.usedUp': 'This voucher has been used up',
  'api.voucher.notAccepted': 'Gift vouchers cannot be used for bookings at this hotel',
  'api.promo.invalid': 'Code invalid',
  'api.restaurant.notFound': 'Restaurant not found',
  'api.restaurant.createFailed': 'Failed to create booking',
  'api.restaurant.offerUnavailable': 'This offer is not available at that time.',
  'api.preCheckIn.saveFailed': 'Failed to save Check In Information',
  'api.manage.guestNotOnRoom': 'One of the guests is not on this room.',
  'api.manage.guestNames': 'Every guest needs a first and a last name.',
  'api.manage.extraOnce': 'Each extra may be listed once per room.',
  'api.manage.extraGone': 'This extra is no longer offered.',
  'api.manage.roomNotOnBooking': 'One of the rooms is not part of this booking.',
  'api.manage.roomNotPartOfBooking': 'This room is not part of the booking.',
  'api.manage.arrivalPast': 'The new arrival date cannot be in the past.',
  'api.manage.roomTypeNotOnline': 'This room cannot be changed to that room type online.',
  'api.manage.paymentUsed': 'This payment has already been used.',
} as const;
