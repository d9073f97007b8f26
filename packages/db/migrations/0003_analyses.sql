CREATE TABLE "diamond_analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"listing_url" text,
	"carat" double precision NOT NULL,
	"cut" text,
	"color" text NOT NULL,
	"clarity" text NOT NULL,
	"listed_price_cents" integer NOT NULL,
	"fair_market_value_cents" integer NOT NULL,
	"savings_amount_cents" integer NOT NULL,
	"markup_percentage" double precision NOT NULL,
	"is_overpriced" boolean NOT NULL,
	"is_ethically_sourced" boolean NOT NULL,
	"analysis_data" jsonb NOT NULL,
	"entitlement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diamond_analyses" ADD CONSTRAINT "diamond_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diamond_analyses_user_created_idx" ON "diamond_analyses" USING btree ("user_id","created_at");