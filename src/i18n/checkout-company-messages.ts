import { translator } from './translate.ts';

/**
 * en-GB texts of checkout's organisation search: it loads only when a guest chooses to invoice
 * their organisation, and its texts come with it.
 */
export const checkoutCompanyMessages = {
  'checkout.company.label': 'Organisation',
  'checkout.company.invoiceTo': 'Invoice to {name}',
  'checkout.company.searchFailed': 'Error while searching for Companies',
  'checkout.company.none': 'No Results found',
  'checkout.company.found.one': '{count} organisation found: choose yours',
  'checkout.company.found.other': '{count} organisations found: choose yours',
  'checkout.company.typeMore': 'Type at least 2 letters of the organisation’s name',
  'checkout.company.list': 'Organisations found',
} as const;

export const t = translator(checkoutCompanyMessages);
