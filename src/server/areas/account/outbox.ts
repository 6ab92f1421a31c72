import { desc, eq } from 'drizzle-orm';
import type { OutboxEmail } from '../../../api/contract/contact.ts';
import { isDemoMode } from '../../auth/demo-mode.ts';
import type { AppContext } from '../../context.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { seededDay } from '../../seed/index.ts';

const LIMIT = 100;

/**
 * GET /api/Dev/Outbox: the newest emails, for the development page. Only while demo mode is on and
 * the demo data is in the database; otherwise it does not exist (404).
 */
export async function listOutbox(
  ctx: AppContext,
  to: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OutboxEmail[]> {
  if (!isDemoMode(env) || (await seededDay(ctx.db)) === null)
    throw new HttpError(404, 'No API operation matches this path and method.');
  const rows = await ctx.db
    .select()
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.toAddress, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    Id: row.id,
    Kind: row.kind,
    To: row.toAddress,
    Subject: row.subject,
    TextBody: row.textBody,
    CreatedAt: row.createdAt.toISOString(),
  }));
}
