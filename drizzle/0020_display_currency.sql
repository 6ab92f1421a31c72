-- The currency a guest chose to see prices in follows the booking to its confirmation and email,
-- beside the amount charged in the property's currency.
ALTER TABLE "reservations" ADD COLUMN "display_currency" text;
