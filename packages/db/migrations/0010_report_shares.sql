CREATE TABLE "report_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"analysis_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_analysis_id_diamond_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."diamond_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_shares_analysis_idx" ON "report_shares" USING btree ("analysis_id","created_at");