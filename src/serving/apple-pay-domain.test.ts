import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applePayDomainAnswer, applePayDomainFile } from './apple-pay-domain.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'stayfront-apple-pay-'));
const fileWith = (name: string, text: string) => {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
};

describe("Apple Pay's domain-association file", () => {
  it('is served as given when STRIPE_APPLE_PAY_DOMAIN_FILE names it', async () => {
    const file = fileWith('association', '7B2270737049...\n');
    const text = applePayDomainFile({ STRIPE_APPLE_PAY_DOMAIN_FILE: ` ${file} ` });
    expect(text).toBe('7B2270737049...\n');
    const answer = applePayDomainAnswer(text);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain');
    expect(await answer.text()).toBe('7B2270737049...\n');
  });

  it('is not there (404) when the setting is unset or empty', () => {
    expect(applePayDomainFile({})).toBeNull();
    expect(applePayDomainFile({ STRIPE_APPLE_PAY_DOMAIN_FILE: '  ' })).toBeNull();
    expect(applePayDomainAnswer(null).status).toBe(404);
  });

  it('stops the start when the file cannot be read or is empty', () => {
    expect(() =>
      applePayDomainFile({ STRIPE_APPLE_PAY_DOMAIN_FILE: path.join(folder, 'missing') }),
    ).toThrow(/STRIPE_APPLE_PAY_DOMAIN_FILE cannot be read/);
    expect(() =>
      applePayDomainFile({ STRIPE_APPLE_PAY_DOMAIN_FILE: fileWith('empty', ' \n') }),
    ).toThrow(/is empty/);
  });
});
