import type { RateLine } from '../hotel-file/rates-csv.ts';
import { OTA_ERROR_CODE, OTA_ERROR_TYPE, type OtaError } from './errors.ts';
import { readScope } from './status-control.ts';
import { attribute, children, type XmlElement } from './xml.ts';

export interface Notification {
  readonly hotelCode: string | undefined;
  readonly lines: RateLine[];
  readonly errors: OtaError[];
}

const invalid = (text: string): OtaError => ({
  type: OTA_ERROR_TYPE.bizRule,
  code: OTA_ERROR_CODE.invalidValue,
  text,
});

const positive = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;

/**
 * `OTA_HotelAvailNotifRQ`: per `AvailStatusMessage`, `RestrictionStatus` opens or closes the nights
 * (`Restriction` Master, or Arrival / Departure for closed to arrival / departure), `LengthsOfStay`
 * sets the minimum and maximum stay (SetMinLOS, SetMaxLOS) and `BookingLimit` the rooms to sell.
 * A rule left out stays as it is (the message is a delta).
 */
export function readAvailNotif(body: XmlElement): Notification {
  const messages = children(body, 'AvailStatusMessages')[0];
  const errors: OtaError[] = [];
  const lines: RateLine[] = [];
  children(messages, 'AvailStatusMessage').forEach((message, index) => {
    const at = `AvailStatusMessage ${index + 1}`;
    const read = readScope(children(message, 'StatusApplicationControl')[0], at);
    if ('error' in read) {
      errors.push(read.error);
      return;
    }
    const rules: {
      closed?: boolean;
      closedToArrival?: boolean;
      closedToDeparture?: boolean;
      minStay?: number;
      maxStay?: number;
      rooms?: number;
    } = {};
    for (const status of children(message, 'RestrictionStatus')) {
      const value = attribute(status, 'Status');
      const restriction = attribute(status, 'Restriction') ?? 'Master';
      if (value !== 'Open' && value !== 'Close') {
        errors.push(invalid(`${at}: RestrictionStatus Status must be Open or Close`));
        continue;
      }
      const closed = value === 'Close';
      if (restriction === 'Master') rules.closed = closed;
      else if (restriction === 'Arrival') rules.closedToArrival = closed;
      else if (restriction === 'Departure') rules.closedToDeparture = closed;
      else errors.push(invalid(`${at}: Restriction ${restriction} is not supported`));
    }
    for (const stays of children(message, 'LengthsOfStay'))
      for (const stay of children(stays, 'LengthOfStay')) {
        const kind = attribute(stay, 'MinMaxMessageType');
        const time = positive(attribute(stay, 'Time'));
        if (time === undefined) errors.push(invalid(`${at}: LengthOfStay Time must be 1 or more`));
        else if (kind === 'SetMinLOS') rules.minStay = time;
        else if (kind === 'SetMaxLOS') rules.maxStay = time;
        else errors.push(invalid(`${at}: MinMaxMessageType ${kind} is not supported`));
      }
    const limit = attribute(message, 'BookingLimit');
    if (limit !== undefined) {
      if (!/^\d+$/.test(limit)) errors.push(invalid(`${at}: BookingLimit must be 0 or more`));
      else rules.rooms = Number(limit);
    }
    lines.push({ line: index + 1, ...read.scope, ...rules });
  });
  if (!lines.length && !errors.length)
    errors.push({
      type: OTA_ERROR_TYPE.requiredFieldMissing,
      code: OTA_ERROR_CODE.requiredFieldMissing,
      text: 'AvailStatusMessage is required',
    });
  return { hotelCode: attribute(messages, 'HotelCode'), lines, errors };
}
