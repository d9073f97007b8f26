ALTER TABLE "pricing_models" ADD COLUMN "retailer_probe" jsonb;--> statement-breakpoint
ALTER TABLE "pricing_models" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- The model serving now is the baseline until an operator releases another.
UPDATE "pricing_models" SET "released_at" = now() WHERE "id" = (SELECT max("id") FROM "pricing_models" WHERE "held_back" IS NULL);
