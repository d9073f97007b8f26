ALTER TABLE "pricing_models" ADD COLUMN "probe" jsonb;--> statement-breakpoint
ALTER TABLE "pricing_models" ADD COLUMN "held_back" text;