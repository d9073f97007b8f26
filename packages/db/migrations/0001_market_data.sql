CREATE TABLE "market_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_signature" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejected_by_reason" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "market_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retailer" text NOT NULL,
	"listing_id" text,
	"url" text,
	"certificate_lab" text,
	"certificate_number" text,
	"fingerprint" text,
	"origin" text NOT NULL,
	"shape" text NOT NULL,
	"carat" double precision NOT NULL,
	"color" text NOT NULL,
	"clarity" text NOT NULL,
	"cut" text,
	"polish" text,
	"symmetry" text,
	"fluorescence" text,
	"depth_pct" double precision,
	"table_pct" double precision,
	"price_cents" bigint NOT NULL,
	"first_seen_on" date NOT NULL,
	"last_seen_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_price_history" (
	"listing_id" integer NOT NULL,
	"observed_on" date NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "market_price_history_listing_id_observed_on_pk" PRIMARY KEY("listing_id","observed_on")
);
--> statement-breakpoint
ALTER TABLE "market_price_history" ADD CONSTRAINT "market_price_history_listing_id_market_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."market_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_imports_one_running_key" ON "market_imports" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "market_imports_source_idx" ON "market_imports" USING btree ("source","started_at");--> statement-breakpoint
CREATE INDEX "market_listings_spec_idx" ON "market_listings" USING btree ("origin","shape","carat");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_retailer_listing_id_key" ON "market_listings" USING btree ("retailer","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_retailer_url_key" ON "market_listings" USING btree ("retailer","url");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_certificate_key" ON "market_listings" USING btree ("certificate_lab","certificate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_retailer_fingerprint_key" ON "market_listings" USING btree ("retailer","fingerprint");--> statement-breakpoint
CREATE INDEX "market_price_history_observed_on_idx" ON "market_price_history" USING btree ("observed_on");