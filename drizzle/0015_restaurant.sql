-- Restaurant table booking (issue 12): covers per time slot, closed days, promotions, bookings.
ALTER TABLE "restaurants" ADD COLUMN "covers_per_slot" smallint DEFAULT 20 NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "closed_weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "leave_time_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "restaurant_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"time_slots" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	"booking_reference" text NOT NULL UNIQUE,
	"visit_date" date NOT NULL,
	"visit_time" text NOT NULL,
	"party_size" smallint NOT NULL,
	"promotion_id" integer REFERENCES "restaurant_promotions"("id") ON DELETE SET NULL,
	"special_requests" text,
	"guest_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text NOT NULL,
	"is_reservation" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "table_bookings_status" CHECK ("table_bookings"."status" in ('Confirmed', 'Cancelled')),
	CONSTRAINT "table_bookings_party" CHECK ("table_bookings"."party_size" >= 1)
);
--> statement-breakpoint
CREATE INDEX "table_bookings_restaurant_date_idx" ON "table_bookings" USING btree ("restaurant_id", "visit_date");
--> statement-breakpoint
CREATE TABLE "restaurant_slot_covers" (
	"restaurant_id" integer NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	"visit_date" date NOT NULL,
	"visit_time" text NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "restaurant_slot_covers_pk" PRIMARY KEY("restaurant_id", "visit_date", "visit_time"),
	CONSTRAINT "restaurant_slot_covers_booked" CHECK ("restaurant_slot_covers"."booked" >= 0)
);
