-- The simulated gateway's record of approved pay-by-link cards, by the merchant's reference.
CREATE TABLE "gateway_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_expiry_month" smallint NOT NULL,
	"card_expiry_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
