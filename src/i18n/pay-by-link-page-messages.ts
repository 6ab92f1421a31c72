// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of the pay-by-link pages the server draws: the area's page, status and receipt. */
export const payByLinkPageMessages = {
  'payByLink.page.linkBroken': 'This link does not work',
  'payByLink.page.linkInvalid':
    'This link is invalid. Please contact the hotel by {telephone} or {email}.',
  'payByLink.page.title': 'Pay by link | {propertyName}',
  'payByLink.page.heading': 'Pay by link',
  'payByLink.page.intro':
    'To pay an invoice or store a card with {propertyName}, open the link in the email the hotel sent you.',
  'payByLink.page.help':
    'No link, or a link that does not work? Call {telephone} or email {email}.',
  'payByLink.page.payTitle': 'Pay securely | {propertyName}',
  'payByLink.page.payHeading': 'Pay securely',
  'payByLink.page.storeTitle': 'Store a card | {propertyName}',
  'payByLink.page.storeHeading': 'Store a card',
  'payByLink.status.title': 'Payment status | {propertyName}',
  'payByLink.status.heading': 'Payment status',
  'payByLink.status.processingTitle': 'Processing your payment',
  'payByLink.status.processingText':
    'Your payment is being processed. This page checks again every few seconds.',
  'payByLink.status.failedTitle': 'Your payment did not go through',
  'payByLink.status.failedText': 'Failed to process transaction',
  'payByLink.status.tryAgain': 'Try again',
  'payByLink.receipt.title': 'Receipt | {propertyName}',
  'payByLink.receipt.paidHeading': 'Payment received',
  'payByLink.receipt.storedHeading': 'Card stored',
  'payByLink.receipt.otherHeading': 'Payment',
  'payByLink.receipt.paid': 'Thank you: {amount} was paid.',
  'payByLink.receipt.stored': 'Thank you: your card is stored securely. Nothing was charged.',
  'payByLink.receipt.heading': 'Receipt',
  'payByLink.receipt.invoice': 'Invoice',
  'payByLink.receipt.reference': 'Reference',
  'payByLink.receipt.for': 'For',
  'payByLink.receipt.amount': 'Amount',
  'payByLink.receipt.card': 'Card',
  'payByLink.receipt.transaction': 'Transaction reference',
  'payByLink.receipt.date': 'Date',
  'payByLink.receipt.paidTo': 'Paid to',
  'payByLink.receipt.print': 'Print receipt',
  'payByLink.state.processingTitle': 'Payment in progress',
  'payByLink.state.processing':
    'A payment for this link is under way. If you left the bank’s page, it will be available again in a few minutes.',
  'payByLink.state.paidTitle': 'Already paid',
  'payByLink.state.paidOn': 'Invoice {invoiceNumber} was paid on {date}. Thank you.',
  'payByLink.state.paid': 'Invoice {invoiceNumber} was paid. Thank you.',
  'payByLink.state.cardStoredTitle': 'Card already stored',
  'payByLink.state.cardStoredAs': 'Your card ({card}) is stored with us. Thank you.',
  'payByLink.state.cardStored': 'Your card is stored with us. Thank you.',
  'payByLink.state.expiredTitle': 'This link has expired',
  'payByLink.state.expired':
    'This payment link is no longer valid. Please contact the hotel for a new one.',
  'payByLink.state.cancelledTitle': 'This payment was cancelled',
  'payByLink.state.cancelled':
    'The hotel has cancelled this payment request. Please contact them if you think this is wrong.',
  'payByLink.state.noBalanceTitle': 'Nothing to pay',
} as const;
