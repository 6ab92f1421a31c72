-- Each room holds its own money: what was paid online for it, what is charged before its arrival
-- (or invoiced) and the part a gift voucher covers, so a change to one room moves only its own.
-- Bookings made before are split over their rooms in proportion to what each owes (its total, or
-- its fee once cancelled), the first room taking the cents that rounding leaves over.
ALTER TABLE "reservation_items" ADD COLUMN "amount_paid" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "amount_due_later" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "voucher" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
WITH owed AS (
  SELECT i.id, i.reservation_id,
    CASE WHEN i.cancelled_at IS NULL THEN i.total_cost ELSE i.cancellation_fee END AS owed,
    row_number() OVER (PARTITION BY i.reservation_id ORDER BY i.sort_order, i.id) AS position
  FROM reservation_items i
), parts AS (
  SELECT o.id, o.reservation_id, o.position,
    CASE WHEN sum(o.owed) OVER w > 0 THEN o.owed / sum(o.owed) OVER w ELSE 0 END AS part,
    r.amount_paid, r.amount_due_later, least(r.discount, sum(o.owed) OVER w) AS discount
  FROM owed o JOIN reservations r ON r.id = o.reservation_id
  WINDOW w AS (PARTITION BY o.reservation_id)
), rough AS (
  SELECT id, reservation_id, position, amount_paid, amount_due_later, discount,
    round(amount_paid * part, 2) AS paid,
    round(amount_due_later * part, 2) AS later,
    round(discount * part, 2) AS voucher
  FROM parts
), settled AS (
  SELECT id,
    paid + CASE WHEN position = 1 THEN amount_paid - sum(paid) OVER w ELSE 0 END AS paid,
    later + CASE WHEN position = 1 THEN amount_due_later - sum(later) OVER w ELSE 0 END AS later,
    voucher + CASE WHEN position = 1 THEN discount - sum(voucher) OVER w ELSE 0 END AS voucher
  FROM rough
  WINDOW w AS (PARTITION BY reservation_id)
)
UPDATE reservation_items i
SET amount_paid = s.paid, amount_due_later = s.later, voucher = s.voucher
FROM settled s
WHERE s.id = i.id;
