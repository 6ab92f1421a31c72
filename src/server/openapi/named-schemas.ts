import type * as v from 'valibot';
import * as contract from '../../api/contract/index.ts';

/**
 * Every `XxxSchema` the contract exports, keyed `Xxx`: the OpenAPI components. A schema exported under
 * two names keeps the first.
 */
export function contractComponents(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {};
  const seen = new Set<unknown>();
  for (const [exportName, value] of Object.entries(contract)) {
    if (!exportName.endsWith('Schema') || !isSchema(value) || seen.has(value)) continue;
    seen.add(value);
    named[exportName.slice(0, -'Schema'.length)] = value;
  }
  return named;
}

function isSchema(value: unknown): value is v.GenericSchema {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema'
  );
}
