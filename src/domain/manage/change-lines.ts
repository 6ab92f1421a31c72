/** How a guest-facing line of an amendment reads; one place, so the summary and the email agree. */
export const changeLine = {
  dates: (room: string, from: string, to: string) => `${room}: dates changed from ${from} to ${to}`,
  cancelledRoom: (room: string) => `${room}: cancelled`,
  upgraded: (room: string, from: string, to: string) => `${room}: upgraded from ${from} to ${to}`,
  cancelledBooking: () => 'Whole booking cancelled',
  extra: (room: string, name: string, before: number, after: number) =>
    before === 0
      ? `${room}: ${name} × ${after} added`
      : after === 0
        ? `${room}: ${name} removed`
        : `${room}: ${name} × ${before} → × ${after}`,
  guestAdded: (room: string, name: string) => `${room}: guest ${name} added`,
  guestRenamed: (room: string, before: string, after: string) =>
    `${room}: guest ${before} is now ${after}`,
  guestRemoved: (room: string, name: string) => `${room}: guest ${name} removed`,
};

/** "Room 2 (Classic Double)". */
export const roomLabel = (position: number, roomTypeName: string) =>
  `Room ${position + 1} (${roomTypeName})`;
