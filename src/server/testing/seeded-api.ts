import { openReferenceApi, type ReferenceApi, type RuntimeOptions } from '../runtime.ts';
import { CHEAP_SCRYPT, TEST_NOW } from './fixtures.ts';

/**
 * The reference API on a fresh, seeded in-memory database with the test clock and a cheap password
 * hash. Open one per test file and close it after: each costs seconds and ~300 MB.
 */
export function openTestApi(
  env: NodeJS.ProcessEnv = {},
  options: Omit<RuntimeOptions, 'env'> = {},
): Promise<ReferenceApi> {
  return openReferenceApi({
    env: { DATA_DIR: 'memory://', ...env },
    now: () => TEST_NOW,
    passwordCost: CHEAP_SCRYPT,
    log: () => {},
    ...options,
  });
}
