// The steps after a room is chosen, drawn by `laterStep`, and a room's details: loaded once the
// page is up, not with it (see later-code.tsx).
export { laterStep } from './later-step.tsx';
export { RoomDetailsDialog } from './RoomDetailsDialog.tsx';
