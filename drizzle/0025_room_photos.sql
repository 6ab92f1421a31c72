-- A room type's photos with their alt text (image_url stays the first: the room's picture in
-- search results) and its floor area.
ALTER TABLE "room_types" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "size_square_metres" smallint;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_size" CHECK ("room_types"."size_square_metres" > 0);
