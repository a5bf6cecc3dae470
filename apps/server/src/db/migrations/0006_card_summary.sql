ALTER TABLE "airworks" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "airworks" ADD COLUMN "card_last4" text;