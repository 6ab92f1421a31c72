import { eq } from 'drizzle-orm';
import { FIELD_PRESETS, type FieldPreset } from '../../domain/pre-check-in/guest-fields.ts';
import type { Transaction } from '../db/client.ts';
import { preCheckInSettings, properties } from '../db/schema/index.ts';

/** The two-room, three-guest demo booking whose pre-check-in link the README and the outbox show. */
export const PRE_CHECK_IN_DEMO_NUMBER = 'GL-9PCK3W';

const SETTINGS: readonly { code: string; preset: FieldPreset; opensDaysBeforeArrival: number }[] = [
  // A UK hotel: the Immigration (Hotel Records) Order; opens two weeks ahead so every demo booking can try it.
  { code: 'GRANDLDN', preset: 'UK', opensDaysBeforeArrival: 14 },
  // Registration-card style: date of birth, address and identity document for every adult.
  { code: 'SEASIDECPT', preset: 'EU', opensDaysBeforeArrival: 7 },
  { code: 'LAGOSBAY', preset: 'Basic', opensDaysBeforeArrival: 3 },
];

/** Each demo hotel's pre-check-in fields (the pre-arrival emails are written by the job at server start). */
export async function seedPreCheckInSettings(tx: Transaction): Promise<void> {
  for (const setting of SETTINGS) {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.code, setting.code));
    if (!property) continue;
    await tx.insert(preCheckInSettings).values({
      propertyId: property.id,
      preset: setting.preset,
      fields: { ...FIELD_PRESETS[setting.preset] },
      opensDaysBeforeArrival: setting.opensDaysBeforeArrival,
    });
  }
}
