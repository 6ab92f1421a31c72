-- When Process claimed a payment request, so a claim that never completed can be released.
ALTER TABLE "payment_requests" ADD COLUMN "claimed_at" timestamp with time zone;
