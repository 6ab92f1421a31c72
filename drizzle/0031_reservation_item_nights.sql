-- Each booked room's price night by night as it was sold, so a channel manager is told the nightly
-- prices the guest paid even after the hotel changes its rates. Null for rooms booked before.
ALTER TABLE "reservation_items" ADD COLUMN "nights" jsonb;
