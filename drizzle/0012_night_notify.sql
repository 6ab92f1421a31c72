-- Every change to nightly inventory or rates tells listeners which properties changed, so the
-- in-memory nights of stay searches are dropped (src/server/areas/availability/night-store.ts).
CREATE OR REPLACE FUNCTION stayfront_notify_nights() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT property_id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT property_id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('stayfront_nights', ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER room_inventory_notify_insert AFTER INSERT ON room_inventory REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
--> statement-breakpoint
CREATE TRIGGER room_inventory_notify_update AFTER UPDATE ON room_inventory REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
--> statement-breakpoint
CREATE TRIGGER room_inventory_notify_delete AFTER DELETE ON room_inventory REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
--> statement-breakpoint
CREATE TRIGGER nightly_rates_notify_insert AFTER INSERT ON nightly_rates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
--> statement-breakpoint
CREATE TRIGGER nightly_rates_notify_update AFTER UPDATE ON nightly_rates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
--> statement-breakpoint
CREATE TRIGGER nightly_rates_notify_delete AFTER DELETE ON nightly_rates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
