-- The routes' per-minute limits per client address, shared by every server on one PostgreSQL.
-- Unlogged: counts of the last minute need no crash safety, and skip the write-ahead log.
CREATE UNLOGGED TABLE "rate_windows" (
	"route" text NOT NULL,
	"address" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_windows_route_address_pk" PRIMARY KEY("route","address")
);
--> statement-breakpoint
CREATE INDEX "rate_windows_started_idx" ON "rate_windows" USING btree ("started_at");
