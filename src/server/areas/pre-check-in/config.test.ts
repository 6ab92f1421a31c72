import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldRulesSchema } from '../../../api/contract/pre-check-in.ts';
import { FIELD_PRESETS } from '../../../domain/pre-check-in/guest-fields.ts';
import { StoredFieldRulesSchema } from './config.ts';

describe('a hotel’s stored pre-check-in rules', () => {
  it('keep every rule the hotel set', () => {
    expect(v.parse(StoredFieldRulesSchema, { ...FIELD_PRESETS.UK })).toEqual(FIELD_PRESETS.UK);
  });

  it.each([
    ['an unknown rule', { ...FIELD_PRESETS.EU, Nationality: 'Mandatory' }],
    ['a missing rule', { ...FIELD_PRESETS.EU, Nationality: undefined }],
    ['a rule of another type', { ...FIELD_PRESETS.EU, Nationality: 1 }],
  ])('read %s as Optional', (_case, stored) => {
    expect(v.parse(StoredFieldRulesSchema, stored)).toEqual({
      ...FIELD_PRESETS.EU,
      Nationality: 'Optional',
    });
  });

  it('are refused by the answer schema when a rule is unknown (no fallback there)', () => {
    expect(v.safeParse(FieldRulesSchema, { ...FIELD_PRESETS.EU, Nationality: 'x' }).success).toBe(
      false,
    );
  });
});
