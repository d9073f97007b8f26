CREATE TABLE "cluster_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"leased_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pricing_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"format" text NOT NULL,
	"model" jsonb NOT NULL,
	"index_listings" "bytea" NOT NULL,
	"listings_read" integer NOT NULL,
	"fit_ms" integer NOT NULL,
	"fitted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_models" ADD CONSTRAINT "pricing_models_import_id_market_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."market_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_models_import_format_key" ON "pricing_models" USING btree ("import_id","format");--> statement-breakpoint
CREATE INDEX "pricing_models_format_idx" ON "pricing_models" USING btree ("format","id");