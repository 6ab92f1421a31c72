-- Manage booking (issue 10): cancellation policies as data, cancelled bookings and rooms, a
-- version for optimistic amendment, and the record of every amendment and cancellation.
ALTER TABLE "rate_plans" ADD COLUMN "cancellation_terms" jsonb DEFAULT '{"nonRefundable":false,"freeUntilDaysBefore":2,"penalty":{"kind":"FirstNight"}}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status";
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('Confirmed', 'PendingPayment', 'Failed', 'Cancelled'));
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_fee" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_reason_id" integer REFERENCES "cancellation_reasons"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD COLUMN "amendment" jsonb;
--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "cancellation_fee" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "reservation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"old_total" numeric(12, 2) NOT NULL,
	"new_total" numeric(12, 2) NOT NULL,
	"fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"charged" numeric(12, 2) DEFAULT 0 NOT NULL,
	"refunded" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_changes_kind" CHECK ("reservation_changes"."kind" in ('Amended', 'Cancelled'))
);
--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" USING btree ("reservation_id");
