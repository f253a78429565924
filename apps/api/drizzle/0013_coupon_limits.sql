CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "coupon_redemptions_order_key" UNIQUE("order_kind","order_id"),
	CONSTRAINT "coupon_redemptions_status_check" CHECK ("coupon_redemptions"."status" in ('reserved', 'redeemed')),
	CONSTRAINT "coupon_redemptions_order_kind_check" CHECK ("coupon_redemptions"."order_kind" in ('booking', 'membership'))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_per_person" integer;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_code_idx" ON "coupon_redemptions" USING btree ("code","user_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_redemptions_check" CHECK ("coupons"."max_redemptions" is null or "coupons"."max_redemptions" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_per_person_check" CHECK ("coupons"."max_per_person" is null or "coupons"."max_per_person" >= 1);