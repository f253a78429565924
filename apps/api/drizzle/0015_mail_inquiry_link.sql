ALTER TABLE "mail_outbox" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
CREATE INDEX "mail_outbox_inquiry_id_idx" ON "mail_outbox" USING btree ("inquiry_id") WHERE "mail_outbox"."inquiry_id" is not null;--> statement-breakpoint
-- Hand-added: the support copies of contact messages written before this migration are linked by the message id their
-- subject carries ("Contact message #<id> from <name>", copy/mail.ts), so erasing a sender finds them too.
UPDATE "mail_outbox" SET "inquiry_id" = "inquiries"."id" FROM "inquiries"
  WHERE substring("mail_outbox"."subject" from '^Contact message #([0-9]{1,9}) from ')::integer = "inquiries"."id";
