// The steps after a room is chosen: loaded once the page is up, not with it (see RoomsAndRates).
export { BookingSummary } from './BookingSummary.tsx';
export { ExtrasStep } from './ExtrasStep.tsx';
export { RoomDetailsStep } from './RoomDetailsStep.tsx';
export { UpgradeStep } from './UpgradeStep.tsx';
