import type { NightRate } from '../nights.ts';

/** The stay rules a spreadsheet line or channel message sets, as nightly row fields. */
export interface StayRuleValues {
  readonly minStay?: number | undefined;
  readonly maxStay?: number | undefined;
  readonly closedToArrival?: boolean | undefined;
  readonly closedToDeparture?: boolean | undefined;
  readonly closed?: boolean | undefined;
}

type RuleFields = Partial<
  Pick<
    NightRate,
    'minLengthOfStay' | 'maxLengthOfStay' | 'closed' | 'closedToArrival' | 'closedToDeparture'
  >
>;

/** Only the rules given: a rule left out leaves the night's value as it is. */
export function stayRulesOf(values: StayRuleValues): RuleFields {
  const fields: RuleFields = {};
  if (values.minStay !== undefined) fields.minLengthOfStay = values.minStay;
  if (values.maxStay !== undefined) fields.maxLengthOfStay = values.maxStay;
  if (values.closed !== undefined) fields.closed = values.closed;
  if (values.closedToArrival !== undefined) fields.closedToArrival = values.closedToArrival;
  if (values.closedToDeparture !== undefined) fields.closedToDeparture = values.closedToDeparture;
  return fields;
}
