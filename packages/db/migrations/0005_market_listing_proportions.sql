ALTER TABLE "market_listings" ADD COLUMN "growth_method" text;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "treatment" text;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "length_mm" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "width_mm" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "depth_mm" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "crown_angle" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "pavilion_angle" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "crown_height_pct" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "pavilion_depth_pct" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "girdle_pct" double precision;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "culet" text;