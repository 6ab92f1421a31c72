-- Where each hotel is, for search engines' maps (issue 16: schema.org geo).
ALTER TABLE "properties" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" numeric(9, 6);
