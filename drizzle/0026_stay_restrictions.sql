-- Maximum stay and closed to arrival / departure per room type, rate plan and night, as hotel
-- files and channel managers give them; the search skips a rate whose stay breaks one. A maximum
-- below the minimum is allowed (channel managers send them one at a time): it sells nothing.
ALTER TABLE "nightly_rates" ADD COLUMN "max_length_of_stay" smallint;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD COLUMN "closed_to_departure" boolean DEFAULT false NOT NULL;
