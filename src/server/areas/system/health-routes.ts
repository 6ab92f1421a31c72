import { sql } from 'drizzle-orm';
import { HealthSchema } from '../../../api/contract/common.ts';
import { defineRoute } from '../../http/route.ts';

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    path: '/health',
    tag: 'Health',
    summary: 'Answers once the database is migrated, seeded and reachable.',
    response: HealthSchema,
    handle: async ({ ctx }) => {
      await ctx.db.execute(sql`select 1`);
      return { Status: 'ok' as const };
    },
  }),
];
