CREATE TABLE "market_index_cells" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_index_cells_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"publication" text NOT NULL,
	"source" text NOT NULL,
	"edition" date NOT NULL,
	"collected_on" date NOT NULL,
	"retailer" text NOT NULL,
	"shape" text NOT NULL,
	"color" text NOT NULL,
	"clarity" text NOT NULL,
	"cut" text,
	"certificate_lab" text,
	"carat_from" double precision NOT NULL,
	"carat_to" double precision NOT NULL,
	"nominal_carat" double precision NOT NULL,
	"median_price_per_carat_cents" bigint,
	"index_price_cents" bigint,
	"listings" integer NOT NULL,
	"import_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_imports" ADD COLUMN "index_summary" jsonb;--> statement-breakpoint
ALTER TABLE "market_imports" ADD COLUMN "problems" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "market_index_cells" ADD CONSTRAINT "market_index_cells_import_id_market_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_index_cells_cell_key" ON "market_index_cells" USING btree ("publication","edition","retailer","shape","color","clarity",coalesce("cut", ''),coalesce("certificate_lab", ''),"carat_from","carat_to");--> statement-breakpoint
CREATE INDEX "market_index_cells_collected_on_idx" ON "market_index_cells" USING btree ("collected_on");