import type { Notification } from './avail-notif.ts';
import { OTA_ERROR_CODE, OTA_ERROR_TYPE, type OtaError } from './errors.ts';
import { readScope } from './status-control.ts';
import { attribute, children, type XmlElement } from './xml.ts';

/** OpenTravel Inventory Count Type 2: definite availability, the rooms left to sell. */
const DEFINITE_AVAILABILITY = '2';

/**
 * `OTA_HotelInvCountNotifRQ`: per `Inventory`, the rooms to sell of a room type over a run of
 * nights (`InvCount` with CountType 2, or without one). Bookings already made are taken off.
 */
export function readInvCountNotif(body: XmlElement): Notification {
  const inventories = children(body, 'Inventories')[0];
  const errors: OtaError[] = [];
  const lines: Notification['lines'] = [];
  children(inventories, 'Inventory').forEach((inventory, index) => {
    const at = `Inventory ${index + 1}`;
    const read = readScope(children(inventory, 'StatusApplicationControl')[0], at);
    if ('error' in read) {
      errors.push(read.error);
      return;
    }
    const counts = children(children(inventory, 'InvCounts')[0], 'InvCount').filter((count) =>
      [undefined, DEFINITE_AVAILABILITY].includes(attribute(count, 'CountType')),
    );
    const count = attribute(counts[0], 'Count');
    if (count === undefined || !/^\d+$/.test(count)) {
      errors.push({
        type: OTA_ERROR_TYPE.requiredFieldMissing,
        code: OTA_ERROR_CODE.requiredFieldMissing,
        text: `${at}: InvCount Count (0 or more, CountType 2) is required`,
      });
      return;
    }
    // Rooms belong to the room type, whatever rate plan the message names.
    const { ratePlan: _plan, ...scope } = read.scope;
    lines.push({ line: index + 1, ...scope, rooms: Number(count) });
  });
  if (!lines.length && !errors.length)
    errors.push({
      type: OTA_ERROR_TYPE.requiredFieldMissing,
      code: OTA_ERROR_CODE.requiredFieldMissing,
      text: 'Inventory is required',
    });
  return { hotelCode: attribute(inventories, 'HotelCode'), lines, errors };
}
