import { useEffect, useState } from 'react';
import type { PhoneCheck } from '../domain/shared/phone.ts';
import { loadPhoneRule, type PhoneRule } from '../domain/shared/load-phone-rule.ts';

/** The rule with the hotel's country in it (`country` null: numbers need their country code). */
export async function phoneCheck(country: string | null): Promise<PhoneCheck> {
  const rule = await loadPhoneRule();
  return (value) => rule.isValidPhone(value, country);
}

/** The phone rule once loaded (right after the form appears); null until then. */
export function usePhoneRule(): PhoneRule | null {
  const [rule, setRule] = useState<PhoneRule | null>(null);
  useEffect(() => {
    void loadPhoneRule().then(setRule);
  }, []);
  return rule;
}
