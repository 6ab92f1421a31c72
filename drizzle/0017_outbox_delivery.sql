-- Email that really leaves (issue 16): each outbox message's delivery state, attempts and next try,
-- and the booking confirmation's calendar file. Messages written before there was a mailer are
-- marked as such, so turning SMTP on never sends weeks-old email.
ALTER TABLE "outbox_emails" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar_attachment" text;--> statement-breakpoint
UPDATE "outbox_emails" SET "status" = 'before-mailer';--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status" CHECK ("status" in ('queued', 'sending', 'sent', 'failed', 'expired', 'before-mailer'));--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");
