// The steps after a room is chosen, and a room's details: loaded once the page is up, not with it (see RoomsAndRates).
export { BookingSummary } from './BookingSummary.tsx';
export { ExtrasStep } from './ExtrasStep.tsx';
export { RoomDetailsDialog } from './RoomDetailsDialog.tsx';
export { RoomDetailsStep } from './RoomDetailsStep.tsx';
export { UpgradeStep } from './UpgradeStep.tsx';
