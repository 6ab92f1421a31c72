import { eq } from 'drizzle-orm';
import { appSettings } from '../../db/schema/index.ts';
import { CHANNEL_MANAGER_KEY_PREFIX } from '../channel-manager.ts';
import type { ImportContext } from './context.ts';

/** Keeps the file's channel manager login and code mappings, or removes them when it has none. */
export async function applyChannelManager(ctx: ImportContext): Promise<void> {
  const key = `${CHANNEL_MANAGER_KEY_PREFIX}${ctx.file.property.code}`;
  const wanted = ctx.file.channelManager ? JSON.stringify(ctx.file.channelManager) : null;
  const [held] = await ctx.tx.select().from(appSettings).where(eq(appSettings.key, key));
  if ((held?.value ?? null) === wanted) return;
  if (wanted === null) await ctx.tx.delete(appSettings).where(eq(appSettings.key, key));
  else
    await ctx.tx
      .insert(appSettings)
      .values({ key, value: wanted })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: wanted } });
  ctx.report.change(`channel manager: ${wanted === null ? 'removed' : 'set'}`);
}
