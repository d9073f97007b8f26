CREATE TABLE "market_source_checks" (
	"location" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"error" text,
	"failing_since" timestamp with time zone,
	"last_answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "market_sources" ADD COLUMN "content" "bytea";--> statement-breakpoint
ALTER TABLE "market_sources" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "market_sources" ADD COLUMN "last_modified" text;