CREATE TABLE "test_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_clock_single_row" CHECK ("test_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"for_memberships" boolean DEFAULT true NOT NULL,
	"for_bookings" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"min_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_percent_off_check" CHECK ("coupons"."percent_off" between 1 and 90),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"change" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"purchase_id" integer,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_change_check" CHECK ("credit_ledger"."change" <> 0 and "credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_reason_check" CHECK (("credit_ledger"."reason" = 'purchase' and "credit_ledger"."purchase_id" is not null and "credit_ledger"."change" > 0) or ("credit_ledger"."reason" = 'booking' and "credit_ledger"."booking_id" is not null and "credit_ledger"."change" < 0) or ("credit_ledger"."reason" = 'expiry' and "credit_ledger"."change" < 0))
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"credits" integer NOT NULL,
	"validity_months" integer,
	"description" text DEFAULT '' NOT NULL,
	"key_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bg" text DEFAULT '' NOT NULL,
	"card_img" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_plans_credits_check" CHECK ("membership_plans"."credits" > 0),
	CONSTRAINT "membership_plans_price_check" CHECK ("membership_plans"."price" > 0),
	CONSTRAINT "membership_plans_validity_check" CHECK ("membership_plans"."validity_months" is null or "membership_plans"."validity_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"coupon_code" text,
	"gst_number" text,
	"credits" integer NOT NULL,
	"validity_months" integer,
	"membership_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "membership_purchases_status_check" CHECK ("membership_purchases"."status" in ('pending', 'paid')),
	CONSTRAINT "membership_purchases_amount_check" CHECK ("membership_purchases"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_credits_check" CHECK ("memberships"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"service_id" integer,
	"service_title" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"improve" text DEFAULT '' NOT NULL,
	"would_recommend" boolean NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'Client' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"is_admin_approved" boolean DEFAULT false NOT NULL,
	"approved_on_main_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_consent_check" CHECK ("testimonials"."consent" or not "testimonials"."is_admin_approved")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "list_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credits_used" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "membership_purchase_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_purchase_id_membership_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."membership_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_membership_id_idx" ON "credit_ledger" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_booking_key" ON "credit_ledger" USING btree ("booking_id") WHERE reason = 'booking';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_key" ON "credit_ledger" USING btree ("purchase_id") WHERE reason = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_name_key" ON "membership_plans" USING btree ("name");--> statement-breakpoint
CREATE INDEX "membership_purchases_user_id_idx" ON "membership_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_id_key" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_booking_key" ON "testimonials" USING btree ("booking_id") WHERE booking_id is not null;--> statement-breakpoint
CREATE INDEX "testimonials_user_id_idx" ON "testimonials" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_membership_purchase_id_membership_purchases_id_fk" FOREIGN KEY ("membership_purchase_id") REFERENCES "public"."membership_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_membership_purchase_id_idx" ON "payments" USING btree ("membership_purchase_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_check" CHECK (("bookings"."payment_method" = 'card' and "bookings"."credits_used" is null) or ("bookings"."payment_method" = 'credits' and "bookings"."credits_used" > 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_order_check" CHECK (num_nonnulls("payments"."booking_id", "payments"."membership_purchase_id") = 1);