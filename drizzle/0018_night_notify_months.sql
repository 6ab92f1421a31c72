-- Notifications of changed nights name each property's changed months ("1:2027-01,1:2027-02"), so
-- a booking drops the month or two it touched from the in-memory nights, not the property's three
-- years: the next 36-month calendar reloaded all of them (~300 ms) after every booking. A change
-- too wide for one notification (8,000 bytes) names its properties only, as before. Updates read
-- old and new rows, so a row moved to another night drops both months.
CREATE OR REPLACE FUNCTION stayfront_notify_nights() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT property_id::text || ':' || to_char(date, 'YYYY-MM'), ',') INTO changes FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT property_id::text || ':' || to_char(date, 'YYYY-MM'), ',') INTO changes FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT property_id::text || ':' || to_char(date, 'YYYY-MM'), ',') INTO changes
      FROM (SELECT property_id, date FROM new_rows UNION SELECT property_id, date FROM old_rows) AS changed;
  END IF;
  IF length(changes) > 7000 THEN
    IF TG_OP = 'INSERT' THEN
      SELECT string_agg(DISTINCT property_id::text, ',') INTO changes FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT string_agg(DISTINCT property_id::text, ',') INTO changes FROM old_rows;
    ELSE
      SELECT string_agg(DISTINCT property_id::text, ',') INTO changes
        FROM (SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows) AS changed;
    END IF;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM pg_notify('stayfront_nights', changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER room_inventory_notify_update ON room_inventory;
--> statement-breakpoint
CREATE TRIGGER room_inventory_notify_update AFTER UPDATE ON room_inventory REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
--> statement-breakpoint
DROP TRIGGER nightly_rates_notify_update ON nightly_rates;
--> statement-breakpoint
CREATE TRIGGER nightly_rates_notify_update AFTER UPDATE ON nightly_rates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stayfront_notify_nights();
