-- Reservation events a hotel's channel manager has not yet acknowledged (OpenTravel reservations
-- out). Written in the transaction that confirms, amends or cancels the booking, so no change is
-- lost; only for hotels with a channel manager. The message is built from the booking when read
-- or pushed; a pushed change the receiver answered with Success is acknowledged.
CREATE TABLE "ota_reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	-- Pushing (OTA_HotelResNotifRQ to the hotel's endpoint): failed tries and when to try again.
	"push_attempts" smallint DEFAULT 0 NOT NULL,
	"next_push_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ota_reservation_events_kind" CHECK ("kind" in ('Commit', 'Modify', 'Cancel'))
);--> statement-breakpoint
CREATE INDEX "ota_reservation_events_pending" ON "ota_reservation_events" ("property_id", "id") WHERE "acknowledged_at" IS NULL;
