import type { Transaction } from '../../db/client.ts';
import type { HotelFile } from '../hotel-file.ts';
import type { ImportReport } from './changes.ts';

/** What each step of an import shares: the transaction, the report, the ids made so far. */
export interface ImportContext {
  readonly tx: Transaction;
  readonly file: HotelFile;
  readonly report: ImportReport;
  readonly propertyId: number;
  /** The first night prices are written for (hotel-local today); earlier nights are left alone. */
  readonly today: string;
  readonly roomTypeIds: Map<string, number>;
  readonly ratePlanIds: Map<string, number>;
}

/** Keys of a diff's rows. */
export const byCode = (row: Readonly<Record<string, unknown>>): string => String(row['code']);
export const byName = (row: Readonly<Record<string, unknown>>): string => String(row['name']);
