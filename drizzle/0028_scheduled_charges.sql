-- Charges taken from a booking's kept card without the guest: the rate's amount before arrival and
-- no-show fees. One row per charge (the unique key), claimed by one job run at a time; its id is the
-- provider's idempotency key.
CREATE TABLE "scheduled_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'Due' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"failure" text,
	"provider" text,
	"provider_reference" text,
	"payment_request_id" integer REFERENCES "payment_requests"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "scheduled_charges_once" UNIQUE("reservation_id", "kind", "due_on"),
	CONSTRAINT "scheduled_charges_kind" CHECK ("kind" in ('BeforeArrival', 'NoShow')),
	CONSTRAINT "scheduled_charges_status" CHECK ("status" in ('Due', 'Charging', 'Charged', 'Declined', 'AwaitingGuest', 'Cancelled')),
	CONSTRAINT "scheduled_charges_amount" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE INDEX "scheduled_charges_open" ON "scheduled_charges" ("status") WHERE "status" in ('Due', 'Charging', 'AwaitingGuest');
