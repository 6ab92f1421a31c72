import type { Weekday } from '../hotel-file/fields.ts';
import { OTA_ERROR_CODE, OTA_ERROR_TYPE, type OtaError } from './errors.ts';
import { attribute, type XmlElement } from './xml.ts';

/** Where one update applies: a room type, maybe a rate plan, a run of dates on some weekdays. */
export interface StatusScope {
  readonly roomType: string;
  readonly ratePlan?: string;
  readonly from: string;
  readonly to: string;
  readonly weekdays?: readonly Weekday[];
}

const OTA_WEEKDAYS: readonly [string, Weekday][] = [
  ['Sun', 'sun'],
  ['Mon', 'mon'],
  ['Tue', 'tue'],
  ['Weds', 'wed'],
  ['Thur', 'thu'],
  ['Fri', 'fri'],
  ['Sat', 'sat'],
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const missing = (what: string, at: string): OtaError => ({
  type: OTA_ERROR_TYPE.requiredFieldMissing,
  code: OTA_ERROR_CODE.requiredFieldMissing,
  text: `${at}: ${what} is required`,
});

/**
 * Reads a `StatusApplicationControl` (the element of Avail and InvCount notifications) or a
 * `RateAmountMessage`'s: Start and End (both nights included), InvTypeCode (or InvCode),
 * RatePlanCode and the weekday flags — when any flag is given, only the days flagged true.
 */
export function readScope(
  control: XmlElement | undefined,
  at: string,
): { scope: StatusScope } | { error: OtaError } {
  const from = attribute(control, 'Start');
  const to = attribute(control, 'End');
  const roomType = attribute(control, 'InvTypeCode') ?? attribute(control, 'InvCode');
  if (!control) return { error: missing('StatusApplicationControl', at) };
  if (from === undefined) return { error: missing('Start', at) };
  if (to === undefined) return { error: missing('End', at) };
  if (roomType === undefined) return { error: missing('InvTypeCode', at) };
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to) || from > to)
    return {
      error: {
        type: OTA_ERROR_TYPE.bizRule,
        code: OTA_ERROR_CODE.invalidDate,
        text: `${at}: Start and End must be dates (YYYY-MM-DD), Start not after End`,
      },
    };
  const flagged = OTA_WEEKDAYS.filter(([name]) => attribute(control, name) !== undefined);
  const weekdays = flagged
    .filter(([name]) => ['true', '1'].includes(attribute(control, name)!.toLowerCase()))
    .map(([, day]) => day);
  const ratePlan = attribute(control, 'RatePlanCode');
  return {
    scope: {
      roomType,
      from,
      to,
      ...(ratePlan === undefined ? {} : { ratePlan }),
      ...(flagged.length ? { weekdays } : {}),
    },
  };
}
