import type { PreCheckInLinkState } from '../../../domain/pre-check-in/link-window.ts';

/** The Title/Message of a link that cannot be used now (spec §8 shows them with a badge). */
export function linkStateMessage(
  state: Exclude<PreCheckInLinkState, 'Open'>,
  facts: { opensOn: string; propertyName: string },
): { Success: boolean; Title: string; Message: string } {
  switch (state) {
    case 'Complete':
      return {
        Success: true,
        Title: 'Pre-check-in complete',
        Message: `Thank you. Your details are with ${facts.propertyName}; we look forward to welcoming you.`,
      };
    case 'NotYetOpen':
      return {
        Success: false,
        Title: 'Pre-check-in is not open yet',
        Message: `You can pre-check-in from ${facts.opensOn}. We will email you a reminder.`,
      };
    case 'Expired':
      return {
        Success: false,
        Title: 'This link has expired',
        Message: 'This stay has ended, so pre-check-in is closed.',
      };
    case 'Cancelled':
      return {
        Success: false,
        Title: 'This booking is cancelled',
        Message: `Pre-check-in is not needed for a cancelled booking. Please contact ${facts.propertyName} if this is unexpected.`,
      };
    case 'NotConfirmed':
      return {
        Success: false,
        Title: 'This booking is not confirmed',
        Message: `Pre-check-in opens once the booking is confirmed. Please contact ${facts.propertyName}.`,
      };
  }
}

export { LINK_INVALID } from '../../../domain/shared/validation.ts';
