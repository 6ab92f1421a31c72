import { and, eq } from 'drizzle-orm';
import type { HotelTextRow } from '../../../domain/shared/hotel-texts.ts';
import { hotelTexts } from '../../db/schema/index.ts';
import { hotelTextRowsOf } from '../translations.ts';
import type { ImportContext } from './context.ts';

const keyOf = (row: HotelTextRow) => `${row.locale} ${row.subject} ${row.code} ${row.field}`;
const label = (row: HotelTextRow) =>
  `text ${row.locale} ${row.subject === 'property' ? 'policies' : `${row.subject} ${row.code}`} ${row.field}`;

/** The file's translations: one row per language, subject, code and field; the rest removed. */
export async function applyHotelTexts(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const existing = await tx.select().from(hotelTexts).where(eq(hotelTexts.propertyId, propertyId));
  const held = new Map(existing.map((row) => [keyOf(row), row]));
  const desired = hotelTextRowsOf(ctx.file.translations);
  const wanted = new Set(desired.map(keyOf));
  for (const row of desired) {
    const current = held.get(keyOf(row));
    if (current?.text === row.text) continue;
    ctx.report.change(`${label(row)}: ${current ? 'changed' : 'added'}`);
    if (current)
      await tx.update(hotelTexts).set({ text: row.text }).where(matches(propertyId, row));
    else await tx.insert(hotelTexts).values({ propertyId, ...row });
  }
  for (const row of existing)
    if (!wanted.has(keyOf(row))) {
      ctx.report.change(`${label(row)}: removed`);
      await tx.delete(hotelTexts).where(matches(propertyId, row));
    }
}

const matches = (propertyId: number, row: HotelTextRow) =>
  and(
    eq(hotelTexts.propertyId, propertyId),
    eq(hotelTexts.locale, row.locale),
    eq(hotelTexts.subject, row.subject),
    eq(hotelTexts.code, row.code),
    eq(hotelTexts.field, row.field),
  );
