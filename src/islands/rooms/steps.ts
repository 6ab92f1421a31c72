// The steps after a room is chosen, drawn by `laterStep`, a room's details and a rate's payment
// terms: loaded once the page is up, not with it (see later-code.tsx).
export { laterStep } from './later-step.tsx';
export { RoomDetailsDialog } from './RoomDetailsDialog.tsx';
export { paymentTermsText } from '../../site/rate-terms.ts';
