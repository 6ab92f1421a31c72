-- Maximum stay and closed to arrival / departure per room type, rate plan and night, as hotel
-- files and channel managers give them; the search skips a rate whose stay breaks one.
ALTER TABLE "nightly_rates" ADD COLUMN "max_length_of_stay" smallint;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD COLUMN "closed_to_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD CONSTRAINT "nightly_rates_max_stay" CHECK ("nightly_rates"."max_length_of_stay" is null or "nightly_rates"."max_length_of_stay" >= "nightly_rates"."min_length_of_stay");
