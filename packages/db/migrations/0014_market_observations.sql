CREATE TABLE "market_observation_quotas" (
	"host" text NOT NULL,
	"observed_on" date NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_observation_quotas_host_observed_on_pk" PRIMARY KEY("host","observed_on")
);
--> statement-breakpoint
CREATE TABLE "market_observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"observed_on" date NOT NULL,
	"host" text NOT NULL,
	"retailer" text NOT NULL,
	"url" text NOT NULL,
	"shape" text NOT NULL,
	"carat" double precision NOT NULL,
	"color" text NOT NULL,
	"clarity" text NOT NULL,
	"cut" text,
	"polish" text,
	"symmetry" text,
	"fluorescence" text,
	"certificate_lab" text,
	"certificate_number" text,
	"certificate_key" text,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "pricing_models_import_format_key";--> statement-breakpoint
ALTER TABLE "pricing_models" ADD COLUMN "observation_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "market_observations_url_day_key" ON "market_observations" USING btree ("url","observed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "market_observations_certificate_day_key" ON "market_observations" USING btree ("certificate_key","observed_on");--> statement-breakpoint
CREATE INDEX "market_observations_spec_idx" ON "market_observations" USING btree ("shape","carat");--> statement-breakpoint
CREATE INDEX "market_observations_retailer_day_idx" ON "market_observations" USING btree ("retailer","observed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_models_import_observation_format_key" ON "pricing_models" USING btree ("import_id","observation_id","format");