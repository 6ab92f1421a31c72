-- The language each email was written in, so its HTML frame says so (`<html lang dir>`); and the
-- language of a payment request (its booking's, or the one the hotel asked for), which its email
-- and page use. Rows written before are en-GB, the only language there was.
ALTER TABLE "outbox_emails" ADD COLUMN "locale" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "language_code" text DEFAULT 'en-GB' NOT NULL;
