CREATE TABLE "pre_check_in_settings" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"preset" text NOT NULL,
	"fields" jsonb NOT NULL,
	"opens_days_before_arrival" smallint DEFAULT 7 NOT NULL,
	"retention_days" smallint DEFAULT 365 NOT NULL,
	CONSTRAINT "pre_check_in_settings_days" CHECK ("pre_check_in_settings"."opens_days_before_arrival" between 0 and 60 and "pre_check_in_settings"."retention_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pre_check_ins" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'InProgress' NOT NULL,
	"booker_reviewed" boolean DEFAULT false NOT NULL,
	"reviewed_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arrival_time" text,
	"pre_arrival_email_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "pre_check_ins_status" CHECK ("pre_check_ins"."status" in ('InProgress', 'Complete'))
);
--> statement-breakpoint
CREATE TABLE "pre_check_in_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"is_child" boolean DEFAULT false NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"street" text,
	"city" text,
	"zip_code" text,
	"country_id" integer,
	"nationality_id" integer,
	"date_of_birth" date,
	"document_type" text,
	"document_number" text,
	"reviewed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pre_check_in_guests_slot" UNIQUE("reservation_item_id","position")
);
--> statement-breakpoint
ALTER TABLE "pre_check_in_settings" ADD CONSTRAINT "pre_check_in_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pre_check_ins" ADD CONSTRAINT "pre_check_ins_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pre_check_in_guests" ADD CONSTRAINT "pre_check_in_guests_reservation_item_id_reservation_items_id_fk" FOREIGN KEY ("reservation_item_id") REFERENCES "public"."reservation_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pre_check_in_guests" ADD CONSTRAINT "pre_check_in_guests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pre_check_in_guests" ADD CONSTRAINT "pre_check_in_guests_nationality_id_countries_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pre_check_in_guests_item_idx" ON "pre_check_in_guests" USING btree ("reservation_item_id");
