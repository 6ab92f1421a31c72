-- Which provider takes a hotel's money and each payment, and the webhook events already applied.
ALTER TABLE "properties" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD COLUMN "provider" text DEFAULT 'Simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD COLUMN "provider_reference" text;--> statement-breakpoint
CREATE INDEX "reservation_payments_provider_ref_idx" ON "reservation_payments" USING btree ("provider_reference");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "provider" text DEFAULT 'Simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "provider_reference" text;--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
