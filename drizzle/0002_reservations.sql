CREATE TABLE "gateway_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"merchant_name" text NOT NULL,
	"description" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "gateway_sessions_kind" CHECK ("gateway_sessions"."kind" in ('ThreeDSecure', 'Paystack')),
	CONSTRAINT "gateway_sessions_status" CHECK ("gateway_sessions"."status" in ('Pending', 'Succeeded', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_item_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"total_cost" numeric(12, 2) NOT NULL,
	CONSTRAINT "reservation_extras_quantity" CHECK ("reservation_extras"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reservation_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_item_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_lead_guest" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"room_configuration_option_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"infants" smallint NOT NULL,
	"promotion" text,
	"total_room_cost" numeric(12, 2) NOT NULL,
	"total_service_cost" numeric(12, 2) NOT NULL,
	"total_cost" numeric(12, 2) NOT NULL,
	"vat_amount" numeric(12, 2) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_items_dates" CHECK ("reservation_items"."date_to" > "reservation_items"."date_from")
);
--> statement-breakpoint
CREATE TABLE "reservation_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"card_expiry_month" smallint,
	"card_expiry_year" smallint,
	"name_on_card" text,
	"save_for_account_id" integer,
	"gateway_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_payments_last4" CHECK ("reservation_payments"."card_last4" is null or "reservation_payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reservation_number" text NOT NULL,
	"confirmation_token" text NOT NULL,
	"status" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"booker_first_name" text NOT NULL,
	"booker_last_name" text NOT NULL,
	"booker_email" text NOT NULL,
	"booker_phone" text NOT NULL,
	"booker_street" text,
	"booker_city" text,
	"booker_country_id" integer,
	"booker_state_or_county" text,
	"booker_zip_code" text,
	"opt_in_to_receive_updates" boolean DEFAULT false NOT NULL,
	"account_id" integer,
	"company_id" integer,
	"po_number" text,
	"payment_type" smallint NOT NULL,
	"currency" text NOT NULL,
	"total_cost" numeric(12, 2) NOT NULL,
	"total_vat" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amount_paid" numeric(12, 2) NOT NULL,
	"amount_due_later" numeric(12, 2) NOT NULL,
	"special_requests" text,
	"comment" text,
	"promo_code" text,
	"language_code" text DEFAULT 'en' NOT NULL,
	"is_app_booking" boolean DEFAULT false NOT NULL,
	"site_origin" text,
	"failure_message" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "reservations_reservation_number_unique" UNIQUE("reservation_number"),
	CONSTRAINT "reservations_confirmation_token_unique" UNIQUE("confirmation_token"),
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('Confirmed', 'PendingPayment', 'Failed')),
	CONSTRAINT "reservations_dates" CHECK ("reservations"."date_to" > "reservations"."date_from")
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "service_bookings_service_id_date_pk" PRIMARY KEY("service_id","date"),
	CONSTRAINT "service_bookings_booked" CHECK ("service_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_extras" ADD CONSTRAINT "reservation_extras_reservation_item_id_reservation_items_id_fk" FOREIGN KEY ("reservation_item_id") REFERENCES "public"."reservation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_extras" ADD CONSTRAINT "reservation_extras_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_reservation_item_id_reservation_items_id_fk" FOREIGN KEY ("reservation_item_id") REFERENCES "public"."reservation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_room_configuration_option_id_room_configuration_options_id_fk" FOREIGN KEY ("room_configuration_option_id") REFERENCES "public"."room_configuration_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_save_for_account_id_accounts_id_fk" FOREIGN KEY ("save_for_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reservation_extras_item_idx" ON "reservation_extras" USING btree ("reservation_item_id");--> statement-breakpoint
CREATE INDEX "reservation_guests_item_idx" ON "reservation_guests" USING btree ("reservation_item_id");--> statement-breakpoint
CREATE INDEX "reservation_items_reservation_idx" ON "reservation_items" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation_idx" ON "reservation_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_payments_session_idx" ON "reservation_payments" USING btree ("gateway_session_id");--> statement-breakpoint
CREATE INDEX "reservations_property_idx" ON "reservations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "reservations_account_idx" ON "reservations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "reservations_booker_email_idx" ON "reservations" USING btree (lower("booker_email"));--> statement-breakpoint
CREATE INDEX "voucher_redemptions_reservation_idx" ON "voucher_redemptions" USING btree ("reservation_id");