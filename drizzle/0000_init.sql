CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dial_code" text,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_code_format" CHECK ("countries"."code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "credit_card_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_card_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"units_per_usd" numeric(20, 8) NOT NULL,
	"rates_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_format" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."units_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address_text" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state_or_county" text,
	"zip_code" text NOT NULL,
	"country_code" text NOT NULL,
	"time_zone" text NOT NULL,
	"locale" text DEFAULT 'en-GB' NOT NULL,
	"logo_url" text,
	"image_url" text,
	"hotel_rating" numeric(2, 1),
	"google_tag_manager_container_id" text,
	"facebook_pixel_id" text,
	"currency" text NOT NULL,
	"available_currencies" text[] NOT NULL,
	"pay_by_paystack" boolean DEFAULT false NOT NULL,
	"privacy_policy_url" text,
	"terms_and_conditions_url" text,
	"website_url" text,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"default_phone_country_code" text DEFAULT 'GB' NOT NULL,
	"show_room_type_occupancy" boolean DEFAULT true NOT NULL,
	"enable_children_search" boolean DEFAULT true NOT NULL,
	"enable_infant_search" boolean DEFAULT true NOT NULL,
	"default_occupancy_adult" smallint DEFAULT 1 NOT NULL,
	"default_occupancy_children" smallint DEFAULT 0 NOT NULL,
	"default_occupancy_infant" smallint DEFAULT 0 NOT NULL,
	"max_rooms_per_booking" smallint NOT NULL,
	"adult_maximum_occupancy" smallint NOT NULL,
	"child_maximum_occupancy" smallint NOT NULL,
	"adult_occupancy_label" text DEFAULT 'Adults' NOT NULL,
	"child_occupancy_label" text DEFAULT 'Children' NOT NULL,
	"infant_occupancy_label" text DEFAULT 'Infants' NOT NULL,
	"standard_vat_rate" numeric(5, 2) NOT NULL,
	"is_standard_tax_exclusive" boolean NOT NULL,
	"theme" jsonb NOT NULL,
	"book_settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_code_upper" CHECK ("properties"."code" = upper("properties"."code")),
	CONSTRAINT "properties_currency_format" CHECK ("properties"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "properties_max_rooms" CHECK ("properties"."max_rooms_per_booking" >= 1)
);
--> statement-breakpoint
CREATE TABLE "property_credit_card_types" (
	"property_id" integer NOT NULL,
	"credit_card_type_id" integer NOT NULL,
	CONSTRAINT "property_credit_card_types_property_id_credit_card_type_id_pk" PRIMARY KEY("property_id","credit_card_type_id")
);
--> statement-breakpoint
CREATE TABLE "cancellation_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"name" text NOT NULL,
	"requires_comment" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"country_code" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"rate_plan_code" text,
	"promo_code" text,
	"valid_from" date,
	"valid_to" date,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_online_party_size" smallint DEFAULT 1 NOT NULL,
	"max_online_party_size" smallint DEFAULT 8 NOT NULL,
	"no_availability_text" text,
	"time_slots" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_group_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_group_members" (
	"group_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"area_id" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "property_group_members_group_id_property_id_pk" PRIMARY KEY("group_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"image_url" text,
	"website_url" text,
	"hide_promo_code_on_landing_page" boolean DEFAULT false NOT NULL,
	"use_area_search" boolean DEFAULT false NOT NULL,
	"theme" jsonb NOT NULL,
	CONSTRAINT "property_groups_code_upper" CHECK ("property_groups"."code" = upper("property_groups"."code"))
);
--> statement-breakpoint
CREATE TABLE "room_configuration_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_type_upgrades" (
	"from_room_type_id" integer NOT NULL,
	"to_room_type_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_type_upgrades_from_room_type_id_to_room_type_id_pk" PRIMARY KEY("from_room_type_id","to_room_type_id"),
	CONSTRAINT "room_type_upgrades_distinct" CHECK ("room_type_upgrades"."from_room_type_id" <> "room_type_upgrades"."to_room_type_id")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"location_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"minimum_occupancy" smallint DEFAULT 1 NOT NULL,
	"maximum_occupancy" smallint NOT NULL,
	"adult_maximum_occupancy" smallint NOT NULL,
	"child_maximum_occupancy" smallint NOT NULL,
	"inventory" smallint NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_property_code" UNIQUE("property_id","code"),
	CONSTRAINT "room_types_occupancy" CHECK ("room_types"."minimum_occupancy" >= 0 and "room_types"."maximum_occupancy" >= "room_types"."minimum_occupancy"),
	CONSTRAINT "room_types_inventory" CHECK ("room_types"."inventory" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nightly_rates" (
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"property_id" integer NOT NULL,
	"base_rate" numeric(12, 2) NOT NULL,
	"base_number_of_adults" smallint NOT NULL,
	"cost_per_room" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_per_adult" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_per_child" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_per_infant" numeric(12, 2) DEFAULT 0 NOT NULL,
	"per_person_cost_per_adult" numeric(12, 2) DEFAULT 0 NOT NULL,
	"per_person_cost_per_child" numeric(12, 2) DEFAULT 0 NOT NULL,
	"per_person_cost_per_infant" numeric(12, 2) DEFAULT 0 NOT NULL,
	"min_length_of_stay" smallint DEFAULT 1 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "nightly_rates_room_type_id_rate_plan_id_date_pk" PRIMARY KEY("room_type_id","rate_plan_id","date"),
	CONSTRAINT "nightly_rates_min_stay" CHECK ("nightly_rates"."min_length_of_stay" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"rate_plan_id" integer,
	"discount_percentage" numeric(5, 2),
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promo_codes_property_code" UNIQUE("property_id","code"),
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_discount" CHECK ("promo_codes"."discount_percentage" is null or "promo_codes"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"included_meal" text,
	"automatic_payment_type" text NOT NULL,
	"percentage_to_charge" numeric(5, 2) NOT NULL,
	"days_before_arrival" smallint DEFAULT 0 NOT NULL,
	"use_occupancy_for_rate_plan" boolean DEFAULT false NOT NULL,
	"minimum_occupancy" smallint,
	"maximum_occupancy" smallint,
	"adult_maximum_occupancy" smallint,
	"child_maximum_occupancy" smallint,
	"can_pay_by_company_invoice" boolean DEFAULT false NOT NULL,
	"promo_only" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_plans_property_code" UNIQUE("property_id","code"),
	CONSTRAINT "rate_plans_payment_type" CHECK ("rate_plans"."automatic_payment_type" in ('None', 'AtBooking', 'BeforeArrival')),
	CONSTRAINT "rate_plans_percentage" CHECK ("rate_plans"."percentage_to_charge" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"property_id" integer NOT NULL,
	"available_rooms" integer NOT NULL,
	CONSTRAINT "room_inventory_room_type_id_date_pk" PRIMARY KEY("room_type_id","date"),
	CONSTRAINT "room_inventory_available_non_negative" CHECK ("room_inventory"."available_rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"is_experience" boolean DEFAULT false NOT NULL,
	"expires_on" date,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gift_vouchers_property_code" UNIQUE("property_id","code"),
	CONSTRAINT "gift_vouchers_balance" CHECK ("gift_vouchers"."balance" >= 0 and "gift_vouchers"."balance" <= "gift_vouchers"."amount")
);
--> statement-breakpoint
CREATE TABLE "service_rate_plans" (
	"service_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	CONSTRAINT "service_rate_plans_service_id_rate_plan_id_pk" PRIMARY KEY("service_id","rate_plan_id")
);
--> statement-breakpoint
CREATE TABLE "service_room_types" (
	"service_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	CONSTRAINT "service_room_types_service_id_room_type_id_pk" PRIMARY KEY("service_id","room_type_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"charge_type" text NOT NULL,
	"charge_per_person" boolean DEFAULT false NOT NULL,
	"allow_edit_on_booking_engine" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"starting_inventory" integer,
	"restrict_to_room_types" boolean DEFAULT false NOT NULL,
	"restrict_to_rate_plans" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_property_code" UNIQUE("property_id","code"),
	CONSTRAINT "services_charge_type" CHECK ("services"."charge_type" in ('PerStay', 'PerDay', 'PerQuantity')),
	CONSTRAINT "services_price" CHECK ("services"."price" >= 0),
	CONSTRAINT "services_inventory" CHECK ("services"."starting_inventory" is null or "services"."starting_inventory" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"telephone" text,
	"receive_brand_offers" boolean DEFAULT false NOT NULL,
	"can_choose_payment_method" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_lower" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token" text NOT NULL,
	"credit_card_type_id" integer NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"name_on_card" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_token_unique" UNIQUE("token"),
	CONSTRAINT "saved_cards_last4" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_expiry_month" CHECK ("saved_cards"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"code" text,
	"status" smallint,
	"url" text,
	"method" text,
	"client_timestamp" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "client_logs_level" CHECK ("client_logs"."level" in ('error', 'warn', 'info'))
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_credit_card_types" ADD CONSTRAINT "property_credit_card_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_credit_card_types" ADD CONSTRAINT "property_credit_card_types_credit_card_type_id_credit_card_types_id_fk" FOREIGN KEY ("credit_card_type_id") REFERENCES "public"."credit_card_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_areas" ADD CONSTRAINT "property_group_areas_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_members" ADD CONSTRAINT "property_group_members_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_members" ADD CONSTRAINT "property_group_members_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_members" ADD CONSTRAINT "property_group_members_area_id_property_group_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."property_group_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_configuration_options" ADD CONSTRAINT "room_configuration_options_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_upgrades" ADD CONSTRAINT "room_type_upgrades_from_room_type_id_room_types_id_fk" FOREIGN KEY ("from_room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_upgrades" ADD CONSTRAINT "room_type_upgrades_to_room_type_id_room_types_id_fk" FOREIGN KEY ("to_room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD CONSTRAINT "nightly_rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD CONSTRAINT "nightly_rates_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD CONSTRAINT "nightly_rates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rate_plans" ADD CONSTRAINT "service_rate_plans_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rate_plans" ADD CONSTRAINT "service_rate_plans_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_room_types" ADD CONSTRAINT "service_room_types_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_room_types" ADD CONSTRAINT "service_room_types_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_credit_card_type_id_credit_card_types_id_fk" FOREIGN KEY ("credit_card_type_id") REFERENCES "public"."credit_card_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_code_upper_idx" ON "properties" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "companies_property_idx" ON "companies" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "locations_property_idx" ON "locations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "offers_property_idx" ON "offers" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "restaurants_property_idx" ON "restaurants" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_groups_code_upper_idx" ON "property_groups" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "room_configuration_options_room_type_idx" ON "room_configuration_options" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "nightly_rates_room_type_date_idx" ON "nightly_rates" USING btree ("room_type_id","date");--> statement-breakpoint
CREATE INDEX "nightly_rates_property_date_idx" ON "nightly_rates" USING btree ("property_id","date");--> statement-breakpoint
CREATE INDEX "room_inventory_property_date_idx" ON "room_inventory" USING btree ("property_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "saved_cards_account_idx" ON "saved_cards" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "client_logs_received_idx" ON "client_logs" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at");