ALTER TABLE "payments" ADD COLUMN "provider_call" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_call_until" timestamp with time zone;