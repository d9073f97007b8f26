CREATE TABLE "market_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" bigint NOT NULL,
	"rows" integer NOT NULL,
	"rejected" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"import_id" integer NOT NULL,
	"retired_import_id" integer,
	"superseded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "market_index_cells" RENAME COLUMN "import_id" TO "generation";--> statement-breakpoint
ALTER TABLE "market_index_cells" DROP CONSTRAINT "market_index_cells_import_id_market_imports_id_fk";
--> statement-breakpoint
DROP INDEX "market_index_cells_cell_key";--> statement-breakpoint
DROP INDEX "market_listings_spec_idx";--> statement-breakpoint
DROP INDEX "market_listings_retailer_listing_id_key";--> statement-breakpoint
DROP INDEX "market_listings_retailer_url_key";--> statement-breakpoint
DROP INDEX "market_listings_certificate_key";--> statement-breakpoint
DROP INDEX "market_listings_retailer_fingerprint_key";--> statement-breakpoint
ALTER TABLE "market_imports" ADD COLUMN "generation" integer;--> statement-breakpoint
ALTER TABLE "market_index_cells" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "generation" integer;--> statement-breakpoint
-- The market stored before the ledger is the build of the newest run that succeeded, until the next run rebuilds it from its sources.
UPDATE "market_imports" SET "generation" = "id" WHERE "id" = (SELECT max("id") FROM "market_imports" WHERE "status" = 'succeeded');--> statement-breakpoint
UPDATE "market_listings" SET "generation" = (SELECT max("id") FROM "market_imports" WHERE "status" = 'succeeded');--> statement-breakpoint
DELETE FROM "market_index_cells" WHERE NOT EXISTS (SELECT 1 FROM "market_imports" WHERE "status" = 'succeeded');--> statement-breakpoint
UPDATE "market_index_cells" SET "generation" = (SELECT max("id") FROM "market_imports" WHERE "status" = 'succeeded');--> statement-breakpoint
DELETE FROM "market_listings" WHERE "generation" IS NULL;--> statement-breakpoint
ALTER TABLE "market_listings" ALTER COLUMN "generation" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "market_price_history" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "market_sources" ADD CONSTRAINT "market_sources_import_id_market_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sources" ADD CONSTRAINT "market_sources_retired_import_id_market_imports_id_fk" FOREIGN KEY ("retired_import_id") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_sources_status_idx" ON "market_sources" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "market_sources_location_idx" ON "market_sources" USING btree ("location");--> statement-breakpoint
ALTER TABLE "market_index_cells" ADD CONSTRAINT "market_index_cells_generation_market_imports_id_fk" FOREIGN KEY ("generation") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_index_cells" ADD CONSTRAINT "market_index_cells_source_id_market_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."market_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_generation_market_imports_id_fk" FOREIGN KEY ("generation") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_source_id_market_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."market_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_price_history" ADD CONSTRAINT "market_price_history_source_id_market_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."market_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_index_cells_cell_key" ON "market_index_cells" USING btree ("generation","publication","edition","retailer","shape","color","clarity",coalesce("cut", ''),coalesce("certificate_lab", ''),"carat_from","carat_to");--> statement-breakpoint
CREATE INDEX "market_listings_spec_idx" ON "market_listings" USING btree ("generation","origin","shape","carat");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_retailer_listing_id_key" ON "market_listings" USING btree ("generation","retailer","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_retailer_url_key" ON "market_listings" USING btree ("generation","retailer","url");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_certificate_key" ON "market_listings" USING btree ("generation","certificate_lab","certificate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_retailer_fingerprint_key" ON "market_listings" USING btree ("generation","retailer","fingerprint");