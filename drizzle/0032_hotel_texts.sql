-- A hotel's own texts (room, rate and extra names and descriptions, policies) in other languages
-- than its default; a missing row reads the default language's text on the room, rate or extra.
CREATE TABLE "hotel_texts" (
	"property_id" integer NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"code" text NOT NULL,
	"field" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "hotel_texts_property_id_locale_subject_code_field_pk" PRIMARY KEY("property_id","locale","subject","code","field")
);--> statement-breakpoint
ALTER TABLE "hotel_texts" ADD CONSTRAINT "hotel_texts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
