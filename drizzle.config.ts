import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the pg-core schema and run at start (PGlite or PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
