// Server only: drawn into pages and emails, never loaded by the browser.
/**
 * en-GB texts of every email the server writes, by email. Each line is one message with its
 * values as placeholders, so a language can order them its own way.
 */
export const emailMessages = {
  'email.dear': 'Dear {name},',
  'email.hello': 'Hello {name},',
  'email.questions': 'Questions? Call us on {telephone} or email {email}.',

  'email.confirmation.subject': 'Booking confirmed: {reservationNumber} at {propertyName}',
  'email.confirmation.thanks':
    'Thank you for booking with {propertyName}. Your reservation is confirmed.',
  'email.confirmation.reservationNumber': 'Reservation number: {reservationNumber}',
  'email.confirmation.arrival': 'Arrival: {date}',
  'email.confirmation.departure': 'Departure: {date}',
  'email.confirmation.room':
    'Room {number}: {roomTypeName}, {ratePlanName} — {from} to {to}, {guests}, lead guest {firstName} {lastName} — {amount}',
  'email.confirmation.roomWithExtras':
    'Room {number}: {roomTypeName}, {ratePlanName} — {from} to {to}, {guests}, lead guest {firstName} {lastName}; extras: {extras} — {amount}',
  'email.confirmation.extra': '{name} × {quantity}',
  'email.confirmation.voucher': 'Gift voucher: −{amount}',
  'email.confirmation.total': 'Total (VAT included): {amount}',
  'email.confirmation.paymentLine': '{label}: {amount}',
  'email.confirmation.manage': 'Manage your booking: {link}',
  'email.confirmation.preCheckIn': 'Pre-check-in (opens before your arrival): {link}',

  'email.amendment.changedSubject': 'Booking changed: {reservationNumber} at {propertyName}',
  'email.amendment.cancelledSubject': 'Booking cancelled: {reservationNumber} at {propertyName}',
  'email.amendment.changed': 'Your booking {reservationNumber} at {propertyName} has been changed.',
  'email.amendment.cancelled':
    'Your booking {reservationNumber} at {propertyName} has been cancelled.',
  'email.amendment.totalBefore': 'Total before: {amount}',
  'email.amendment.totalNow': 'Total now: {amount}',
  'email.amendment.fee': 'Cancellation fee: {amount}',
  'email.amendment.chargedNow': 'Charged now: {amount}',
  'email.amendment.chargedNowTo': 'Charged now to your {paymentMethod}: {amount}',
  'email.amendment.refunded': 'Refunded: {amount}',
  'email.amendment.refundedTo': 'Refunded to your {paymentMethod}: {amount}',
  'email.amendment.atHotel': 'To pay at the hotel: {amount}',
  'email.amendment.view': 'View your booking: {link}',

  'email.preArrival.subject': 'Pre-check-in for your stay at {propertyName} ({reservationNumber})',
  'email.preArrival.begins':
    'Your stay at {propertyName} begins on {date} (reservation {reservationNumber}).',
  'email.preArrival.saveTime':
    'Save time at the front desk: give us your guests’ details before you arrive.',
  'email.preArrival.link': 'Pre-check-in: {link}',

  'email.payment.paySubject': 'Payment request {invoiceNumber} from {propertyName}',
  'email.payment.storeSubject': 'Please store a card for {invoiceNumber} at {propertyName}',
  'email.payment.pay':
    '{propertyName} asks you to pay invoice {invoiceNumber}: {description}, {amount}.',
  'email.payment.store':
    '{propertyName} asks you to store a card for {invoiceNumber}. {description}',
  'email.payment.payLink': 'Pay securely: {link}',
  'email.payment.storeLink': 'Store your card securely: {link}',
  'email.payment.expires': 'The link works until {expires}.',

  'email.table.subject': 'Table booked: {restaurantName}, {when}',
  'email.table.when': '{date} at {time}',
  'email.table.booked':
    'Your table at {restaurantName}, {propertyName} is booked: {when}, {partySize, plural, one {# guest} other {# guests}}.',
  'email.table.reference': 'Booking reference: {reference}',
  'email.table.twoHours': 'Tables are given for two hours.',
  'email.table.cancel': 'Need to cancel? {link}',

  'email.account.confirmSubject': 'Confirm your email address for {hotel}',
  'email.account.confirm':
    'Please confirm your email address to finish creating your account at {hotel}:',
  'email.account.confirmExpiry':
    'The link works once and expires in 48 hours. If you did not create an account, you can ignore this email.',
  'email.account.registeredSubject': 'You already have an account with {hotel}',
  'email.account.registered':
    'Someone, probably you, tried to create an account at {hotel} with this email address. You already have one.',
  'email.account.login': 'Log in: {link}',
  'email.account.forgotten': 'Forgotten your password? {link}',
  'email.account.notYou': 'If this was not you, you can ignore this email; nothing has changed.',
  'email.account.resetSubject': 'Reset your password for {hotel}',
  'email.account.reset': 'Choose a new password here:',
  'email.account.resetExpiry':
    'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays as it is.',
  'email.account.changeSubject': 'Confirm your new email address for {hotel}',
  'email.account.change':
    'Please confirm that you want to use this email address for your account at {hotel}:',
  'email.account.changeExpiry':
    'The link works once and expires in 48 hours. Until then your account keeps its current address.',
  'email.account.changedSubject': 'Your password for {hotel} was changed',
  'email.account.changed':
    'The password of your account at {hotel} has just been changed, and you were logged out everywhere else.',
  'email.account.changedNotYou': 'If this was not you, choose a new password now: {link}',

  'email.contact.subject': 'Message from {name} via the booking site',
  'email.contact.sent': '{name} sent {hotel} a message through the Contact Us form.',
  'email.contact.email': 'Email: {email}',
  'email.contact.telephone': 'Telephone: {telephone}',
  'email.contact.copySubject': 'Your message to {hotel}',
  'email.contact.copy':
    'Thank you for your message. {hotel} will reply to {email}. This is your copy:',
} as const;
