/**
 * OpenTravel error types (EWT) and codes (ERR) the endpoints answer with, from the OpenTravel
 * 2015B code lists.
 */
export const OTA_ERROR_TYPE = {
  unknown: '1',
  authentication: '4',
  bizRule: '3',
  requiredFieldMissing: '10',
  processing: '12',
} as const;

export const OTA_ERROR_CODE = {
  invalidHotelCode: '392',
  invalidRoomType: '402',
  invalidRatePlan: '249',
  requiredFieldMissing: '321',
  invalidDate: '15',
  invalidValue: '320',
  authorizationError: '497',
  unableToProcess: '450',
} as const;

export interface OtaError {
  readonly type: (typeof OTA_ERROR_TYPE)[keyof typeof OTA_ERROR_TYPE];
  readonly code: (typeof OTA_ERROR_CODE)[keyof typeof OTA_ERROR_CODE];
  readonly text: string;
}

/** An import refusal as an OTA error: the code says what kind of thing was unknown. */
export function otaErrorOf(refusal: string): OtaError {
  const text = refusal;
  if (/: no room type /.test(refusal))
    return { type: OTA_ERROR_TYPE.bizRule, code: OTA_ERROR_CODE.invalidRoomType, text };
  if (/: no rate plan /.test(refusal))
    return { type: OTA_ERROR_TYPE.bizRule, code: OTA_ERROR_CODE.invalidRatePlan, text };
  if (/^no hotel /.test(refusal))
    return { type: OTA_ERROR_TYPE.bizRule, code: OTA_ERROR_CODE.invalidHotelCode, text };
  if (/ is in the past /.test(refusal))
    return { type: OTA_ERROR_TYPE.bizRule, code: OTA_ERROR_CODE.invalidDate, text };
  return { type: OTA_ERROR_TYPE.bizRule, code: OTA_ERROR_CODE.unableToProcess, text };
}
