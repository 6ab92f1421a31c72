import { eq } from 'drizzle-orm';
import type { PreCheckInConfig } from '../../../api/contract/pre-check-in.ts';
import {
  CONFIGURABLE_FIELDS,
  DOCUMENT_TYPES,
  FIELD_PRESETS,
  FieldRule,
  type FieldRules,
} from '../../../domain/precheckin/guest-fields.ts';
import type { AppContext } from '../../context.ts';
import { countries, preCheckInSettings } from '../../db/schema/index.ts';
import { getPropertyRow, resolvePropertyId } from '../property/property.ts';

// A hotel that has set nothing asks for names only, opening a week before arrival.
const DEFAULT_SETTINGS = {
  preset: 'Basic',
  fields: FIELD_PRESETS.Basic as FieldRules,
  opensDaysBeforeArrival: 7,
  retentionDays: 365,
};

/** Stored rules read defensively: an unknown or missing field falls back to Optional. */
function readRules(stored: Record<string, string>): FieldRules {
  const valid = new Set<string>(Object.values(FieldRule));
  return Object.fromEntries(
    CONFIGURABLE_FIELDS.map((field) => [
      field,
      valid.has(stored[field] ?? '') ? stored[field] : FieldRule.Optional,
    ]),
  ) as unknown as FieldRules;
}

export interface PreCheckInSettings {
  readonly config: PreCheckInConfig;
  readonly timeZone: string;
  readonly propertyCode: string;
  readonly retentionDays: number;
}

/** The property's pre-check-in settings, cached per property. */
export async function preCheckInSettingsOf(
  ctx: AppContext,
  propertyId: number,
): Promise<PreCheckInSettings> {
  return ctx.cache.getOrLoad(propertyId, 'preCheckInConfig', async () => {
    const row = await getPropertyRow(ctx, propertyId);
    const [[stored], [home], [dial]] = await Promise.all([
      ctx.db.select().from(preCheckInSettings).where(eq(preCheckInSettings.propertyId, propertyId)),
      ctx.db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.code, row.countryCode)),
      ctx.db
        .select({ dialCode: countries.dialCode })
        .from(countries)
        .where(eq(countries.code, row.defaultPhoneCountryCode)),
    ]);
    const settings = stored ? { ...stored, fields: readRules(stored.fields) } : DEFAULT_SETTINGS;
    const dialCode = dial?.dialCode
      ? dial.dialCode.startsWith('+')
        ? dial.dialCode
        : `+${dial.dialCode}`
      : null;
    return {
      timeZone: row.timeZone,
      propertyCode: row.code,
      retentionDays: settings.retentionDays,
      config: {
        PropertyId: propertyId,
        Preset: settings.preset,
        Fields: { ...settings.fields },
        DocumentTypes: [...DOCUMENT_TYPES],
        OpensDaysBeforeArrival: settings.opensDaysBeforeArrival,
        PropertyCountryId: home?.id ?? null,
        DefaultPhoneCountryCode: row.defaultPhoneCountryCode,
        DefaultDialCode: dialCode,
      },
    };
  });
}

/** GET /api/PreCheckIn/Config/{id}. */
export async function getPreCheckInConfig(ctx: AppContext, ref: string): Promise<PreCheckInConfig> {
  return (await preCheckInSettingsOf(ctx, await resolvePropertyId(ctx, ref))).config;
}
