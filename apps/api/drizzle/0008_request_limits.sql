CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL,
	"refused" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_limits_window_ends_at_idx" ON "request_limits" USING btree ("window_ends_at");