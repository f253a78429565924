CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile" text,
	"country" text,
	"state" text,
	"city" text,
	"pincode" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_user_id_key" ON "registrations" USING btree ("user_id");--> statement-breakpoint
-- Every unverified account that has a password becomes a pending registration with its details, password and its
-- live verification code (a used or missing code is stored already expired: sign-in with the password or Resend
-- mails a new one); the account row then keeps no password until a code activates the registration.
INSERT INTO "registrations" ("user_id", "password_hash", "first_name", "last_name", "mobile", "country", "state", "city", "pincode", "code_hash", "attempts", "sent_at", "expires_at", "created_at")
SELECT u."id", u."password_hash", u."first_name", u."last_name", u."mobile", u."country", u."state", u."city", u."pincode",
  coalesce(c."code_hash", ''), coalesce(c."attempts", 0), coalesce(c."sent_at", u."created_at"),
  CASE WHEN c."id" IS NULL OR c."consumed_at" IS NOT NULL THEN coalesce(c."sent_at", u."created_at") ELSE c."expires_at" END,
  u."created_at"
FROM "users" u
LEFT JOIN "one_time_codes" c ON c."user_id" = u."id" AND c."purpose" = 'verify_email'
WHERE NOT u."is_verified" AND u."password_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL WHERE NOT "is_verified" AND "password_hash" IS NOT NULL;--> statement-breakpoint
DELETE FROM "one_time_codes" WHERE "purpose" = 'verify_email';
