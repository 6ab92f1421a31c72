const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 adults, 1 child" — the guests of a room in words (no zero counts but adults). */
export function guestsText(room: {
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}): string {
  return [
    plural(room.numberOfAdults, 'adult', 'adults'),
    room.numberOfChildren > 0 ? plural(room.numberOfChildren, 'child', 'children') : '',
    room.numberOfInfants > 0 ? plural(room.numberOfInfants, 'infant', 'infants') : '',
  ]
    .filter(Boolean)
    .join(', ');
}
