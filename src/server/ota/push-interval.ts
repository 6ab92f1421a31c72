/** How often reservations are pushed to channel managers when `OTA_PUSH_SECONDS` is unset. */
export const DEFAULT_PUSH_SECONDS = 15;

/**
 * `OTA_PUSH_SECONDS` in milliseconds: whole seconds from 1 to 3600. Throws with the setting's
 * name and value when it cannot be used, so the server does not start on a typo.
 */
export function otaPushIntervalMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PUSH_SECONDS * 1000;
  const seconds = Number(value);
  if (!/^\d+$/.test(value.trim()) || seconds < 1 || seconds > 3600)
    throw new Error(
      `OTA_PUSH_SECONDS must be a whole number of seconds from 1 to 3600; it is "${value}".`,
    );
  return seconds * 1000;
}
