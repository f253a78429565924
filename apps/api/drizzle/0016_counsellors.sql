CREATE TABLE "counsellor_overrides" (
	"counsellor_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"works" boolean NOT NULL,
	CONSTRAINT "counsellor_overrides_counsellor_id_date_start_time_pk" PRIMARY KEY("counsellor_id","date","start_time"),
	CONSTRAINT "counsellor_overrides_grid_check" CHECK ("counsellor_overrides"."start_time" in ('08:00:00', '09:15:00', '10:30:00', '11:45:00', '13:00:00', '14:15:00', '15:30:00', '16:45:00', '18:00:00', '19:15:00'))
);
--> statement-breakpoint
CREATE TABLE "counsellor_services" (
	"counsellor_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "counsellor_services_counsellor_id_service_id_pk" PRIMARY KEY("counsellor_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "counsellor_time_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counsellor_time_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"counsellor_id" integer NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counsellor_time_off_range_check" CHECK ("counsellor_time_off"."last_date" >= "counsellor_time_off"."first_date")
);
--> statement-breakpoint
CREATE TABLE "counsellor_weekly_hours" (
	"counsellor_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	CONSTRAINT "counsellor_weekly_hours_counsellor_id_weekday_start_time_pk" PRIMARY KEY("counsellor_id","weekday","start_time"),
	CONSTRAINT "counsellor_weekly_hours_weekday_check" CHECK ("counsellor_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "counsellor_weekly_hours_grid_check" CHECK ("counsellor_weekly_hours"."start_time" in ('08:00:00', '09:15:00', '10:30:00', '11:45:00', '13:00:00', '14:15:00', '15:30:00', '16:45:00', '18:00:00', '19:15:00'))
);
--> statement-breakpoint
CREATE TABLE "counsellors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counsellors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"pronouns" text,
	"short_bio" text DEFAULT '' NOT NULL,
	"long_bio" text DEFAULT '' NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memberships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"years_of_practice" integer,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gender" text,
	"published" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counsellors_slug_check" CHECK ("counsellors"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "counsellors_years_check" CHECK ("counsellors"."years_of_practice" is null or "counsellors"."years_of_practice" >= 0)
);
--> statement-breakpoint
DROP INDEX "bookings_active_slot_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "counsellor_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "counsellor_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counsellor_overrides" ADD CONSTRAINT "counsellor_overrides_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_services" ADD CONSTRAINT "counsellor_services_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_services" ADD CONSTRAINT "counsellor_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_time_off" ADD CONSTRAINT "counsellor_time_off_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_weekly_hours" ADD CONSTRAINT "counsellor_weekly_hours_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellor_services_service_id_idx" ON "counsellor_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "counsellor_time_off_counsellor_id_idx" ON "counsellor_time_off" USING btree ("counsellor_id","first_date");--> statement-breakpoint
CREATE UNIQUE INDEX "counsellors_slug_key" ON "counsellors" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "counsellors_user_id_key" ON "counsellors" USING btree ("user_id");--> statement-breakpoint
-- Hand-added: every service gets one unpublished placeholder, "<brand> team" (the brand of packages/contracts'
-- brand.ts, as counsellorsCopy.teamName words it; the counsellors seed makes the same for services added later), who
-- offers only that service, works every slot of the grid on every day, and takes that service's bookings. Capacity
-- and every booking, payment and invoice stay as they were: one session per service and slot, as the old index ruled.
INSERT INTO "counsellors" ("slug", "name") SELECT 'team-' || "id", 'Sukoon team' FROM "services" ORDER BY "id";--> statement-breakpoint
INSERT INTO "counsellor_services" ("counsellor_id", "service_id")
  SELECT "counsellors"."id", "services"."id" FROM "services" JOIN "counsellors" ON "counsellors"."slug" = 'team-' || "services"."id";--> statement-breakpoint
INSERT INTO "counsellor_weekly_hours" ("counsellor_id", "weekday", "start_time")
  SELECT "counsellors"."id", "weekday", "start_time"::time FROM "counsellors"
  CROSS JOIN generate_series(1, 7) AS "weekday"
  CROSS JOIN unnest(ARRAY['08:00:00', '09:15:00', '10:30:00', '11:45:00', '13:00:00', '14:15:00', '15:30:00', '16:45:00', '18:00:00', '19:15:00']) AS "start_time";--> statement-breakpoint
UPDATE "bookings" SET "counsellor_id" = "counsellors"."id" FROM "counsellors" WHERE "counsellors"."slug" = 'team-' || "bookings"."service_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "counsellor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_counsellor_slot_key" ON "bookings" USING btree ("counsellor_id","date","start_time") WHERE status in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_client_slot_key" ON "bookings" USING btree ("user_id","service_id","date","start_time") WHERE status in ('held', 'confirmed');