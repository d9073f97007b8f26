CREATE TABLE "api_call_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"month" text NOT NULL,
	"calls" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_call_reservations" ADD CONSTRAINT "api_call_reservations_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_call_reservations_key_id_idx" ON "api_call_reservations" USING btree ("key_id");