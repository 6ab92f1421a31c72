import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  properties,
  propertyGroupAreas,
  propertyGroupMembers,
  propertyGroups,
} from '../../db/schema/index.ts';
import type { GroupFile } from '../group.ts';
import { ImportReport, Rollback } from './changes.ts';
import { byName } from './context.ts';
import { changedFields, diffByKey } from './diff.ts';
import { IMPORT_LOCK_ID, type ImportOptions, type ImportResult } from './import.ts';
import { notifyPropertyChanged } from './notify.ts';
import { themeOf } from './property-row.ts';

/** Adds or updates a group, its areas and members; its hotels must be imported first. */
export async function importGroupFile(
  db: Database,
  { group }: GroupFile,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
      const codes = group.areas.flatMap((area) => area.hotels);
      const hotels = codes.length
        ? await tx
            .select({ id: properties.id, code: properties.code })
            .from(properties)
            .where(inArray(properties.code, codes))
        : [];
      const hotelIds = new Map(hotels.map((row) => [row.code, row.id]));
      group.areas.forEach((area, index) =>
        area.hotels.forEach((code, item) => {
          if (!hotelIds.has(code))
            report.refuse(
              `group.areas[${index}].hotels[${item}]: no hotel ${code}; import its hotel file first`,
            );
        }),
      );
      if (report.refusals.length) throw new Rollback(report);
      const row = {
        code: group.code,
        name: group.name,
        logoUrl: group.logo ?? null,
        imageUrl: group.image ?? null,
        websiteUrl: group.website ?? null,
        hidePromoCodeOnLandingPage: group.hidePromoCode,
        useAreaSearch: group.areaSearch,
        theme: themeOf(group.theme),
      };
      const [current] = await tx
        .select()
        .from(propertyGroups)
        .where(eq(propertyGroups.code, group.code));
      let groupId = current?.id;
      if (!current) {
        const [inserted] = await tx
          .insert(propertyGroups)
          .values(row)
          .returning({ id: propertyGroups.id });
        groupId = inserted!.id;
        report.change(`group ${group.code}: added`);
      } else if (changedFields(current, row).length) {
        await tx.update(propertyGroups).set(row).where(eq(propertyGroups.id, current.id));
        report.change(`group ${group.code}: changed (${changedFields(current, row).join(', ')})`);
      }
      const areas = await tx
        .select()
        .from(propertyGroupAreas)
        .where(eq(propertyGroupAreas.groupId, groupId!));
      const diff = diffByKey(
        areas,
        group.areas.map((area, sortOrder) => ({ name: area.name, sortOrder })),
        byName,
      );
      report.diff('area', diff, byName);
      const areaIds = new Map(diff.same.map(({ id, row }) => [row.name, id]));
      for (const area of diff.added) {
        const [inserted] = await tx
          .insert(propertyGroupAreas)
          .values({ groupId: groupId!, ...area })
          .returning({ id: propertyGroupAreas.id });
        areaIds.set(area.name, inserted!.id);
      }
      for (const { id, row: area } of diff.changed) {
        await tx.update(propertyGroupAreas).set(area).where(eq(propertyGroupAreas.id, id));
        areaIds.set(area.name, id);
      }
      const members = group.areas
        .flatMap((area) =>
          area.hotels.map((code) => ({
            propertyId: hotelIds.get(code)!,
            areaId: areaIds.get(area.name)!,
          })),
        )
        .map((member, sortOrder) => ({ groupId: groupId!, ...member, sortOrder }));
      const held = await tx
        .select()
        .from(propertyGroupMembers)
        .where(eq(propertyGroupMembers.groupId, groupId!));
      const key = (member: { propertyId: number; areaId: number | null; sortOrder: number }) =>
        `${member.propertyId}:${member.areaId}:${member.sortOrder}`;
      if (held.map(key).join() !== members.map(key).join() || diff.removed.length) {
        await tx.delete(propertyGroupMembers).where(eq(propertyGroupMembers.groupId, groupId!));
        await tx.insert(propertyGroupMembers).values(members);
        if (diff.removed.length)
          await tx.delete(propertyGroupAreas).where(
            inArray(
              propertyGroupAreas.id,
              diff.removed.map((area) => area.id),
            ),
          );
        report.change(`group ${group.code}: hotels changed`);
      }
      if (report.changes.length) await notifyPropertyChanged(tx, 0);
      if (options.dryRun) throw new Rollback(report);
    });
  } catch (error) {
    if (error instanceof Rollback) return { report, applied: false };
    throw error;
  }
  return { report, applied: true };
}
