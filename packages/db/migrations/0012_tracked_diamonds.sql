CREATE TABLE "tracked_diamonds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"analysis_id" text NOT NULL,
	"fair_value_move_percent" double precision,
	"listed_price_change" boolean DEFAULT false NOT NULL,
	"comparable_below_cents" integer,
	"fair_value_reference_cents" integer NOT NULL,
	"listed_price_cents" integer NOT NULL,
	"comparable_below_alerted" boolean DEFAULT false NOT NULL,
	"priced_with_model_at" timestamp with time zone,
	"last_listing_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_price_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracked_id" text NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"fair_value_cents" integer NOT NULL,
	"low_cents" integer NOT NULL,
	"high_cents" integer NOT NULL,
	"listed_price_cents" integer NOT NULL,
	"cheapest_comparable_cents" integer
);
--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "alert_unsubscribes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tracked_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_day" date
);
--> statement-breakpoint
ALTER TABLE "tracked_diamonds" ADD CONSTRAINT "tracked_diamonds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_diamonds" ADD CONSTRAINT "tracked_diamonds_analysis_id_diamond_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."diamond_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_price_points" ADD CONSTRAINT "tracked_price_points_tracked_id_tracked_diamonds_id_fk" FOREIGN KEY ("tracked_id") REFERENCES "public"."tracked_diamonds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_unsubscribes" ADD CONSTRAINT "alert_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_alerts" ADD CONSTRAINT "tracked_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_alerts" ADD CONSTRAINT "tracked_alerts_tracked_id_tracked_diamonds_id_fk" FOREIGN KEY ("tracked_id") REFERENCES "public"."tracked_diamonds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_diamonds_user_analysis_idx" ON "tracked_diamonds" USING btree ("user_id","analysis_id");--> statement-breakpoint
CREATE INDEX "tracked_diamonds_analysis_idx" ON "tracked_diamonds" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "tracked_price_points_tracked_idx" ON "tracked_price_points" USING btree ("tracked_id","observed_at");--> statement-breakpoint
CREATE INDEX "tracked_alerts_user_pending_idx" ON "tracked_alerts" USING btree ("user_id","digest_day");