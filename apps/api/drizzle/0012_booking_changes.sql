ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_refund_key" ON "credit_ledger" USING btree ("booking_id") WHERE reason = 'refund';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_at_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calendar_sequence_check" CHECK ("bookings"."calendar_sequence" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('held', 'confirmed', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reason_check" CHECK (("credit_ledger"."reason" = 'purchase' and "credit_ledger"."purchase_id" is not null and "credit_ledger"."change" > 0) or ("credit_ledger"."reason" = 'booking' and "credit_ledger"."booking_id" is not null and "credit_ledger"."change" < 0) or ("credit_ledger"."reason" = 'expiry' and "credit_ledger"."change" < 0) or ("credit_ledger"."reason" = 'refund' and "credit_ledger"."booking_id" is not null and "credit_ledger"."change" > 0));