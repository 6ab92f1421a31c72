import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  FieldRuleSchema,
  perField,
  type PreCheckInConfig,
} from '../../../api/contract/pre-check-in.ts';
import {
  DOCUMENT_TYPES,
  FIELD_PRESETS,
  FieldRule,
  type FieldRules,
} from '../../../domain/pre-check-in/guest-fields.ts';
import type { AppContext } from '../../context.ts';
import { countries, preCheckInSettings } from '../../db/schema/index.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';

const BASIC: FieldRules = FIELD_PRESETS.Basic;

/** The rules as a hotel's settings store them: a rule that is unknown or missing reads as Optional. */
export const StoredFieldRulesSchema = perField(v.fallback(FieldRuleSchema, FieldRule.Optional));

// A hotel that has set nothing asks for names only, opening a week before arrival.
const DEFAULT_SETTINGS = {
  preset: 'Basic',
  fields: BASIC,
  opensDaysBeforeArrival: 7,
  retentionDays: 365,
};

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
    const settings = stored
      ? { ...stored, fields: v.parse(StoredFieldRulesSchema, stored.fields) }
      : DEFAULT_SETTINGS;
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
