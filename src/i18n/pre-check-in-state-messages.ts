// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB Title and Message of a pre-check-in link that cannot be used now (spec §8 shows them with a badge). */
export const preCheckInStateMessages = {
  'preCheckIn.state.completeTitle': 'Pre-check-in complete',
  'preCheckIn.state.complete':
    'Thank you. Your details are with {propertyName}; we look forward to welcoming you.',
  'preCheckIn.state.notYetOpenTitle': 'Pre-check-in is not open yet',
  'preCheckIn.state.notYetOpen':
    'You can pre-check-in from {opensOn}. We will email you a reminder.',
  'preCheckIn.state.expiredTitle': 'This link has expired',
  'preCheckIn.state.expired': 'This stay has ended, so pre-check-in is closed.',
  'preCheckIn.state.cancelledTitle': 'This booking is cancelled',
  'preCheckIn.state.cancelled':
    'Pre-check-in is not needed for a cancelled booking. Please contact {propertyName} if this is unexpected.',
  'preCheckIn.state.notConfirmedTitle': 'This booking is not confirmed',
  'preCheckIn.state.notConfirmed':
    'Pre-check-in opens once the booking is confirmed. Please contact {propertyName}.',
} as const;
