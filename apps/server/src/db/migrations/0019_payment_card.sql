-- Issue 23: the card the sandbox charged, kept with the payment (an edit of the Airwork does not rewrite it).
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;