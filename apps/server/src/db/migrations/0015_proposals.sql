-- Issue 23: a proposal — the pilot's note, own price (what the client pays, tax in; null: the Airwork's) and earliest day; the price an approval agreed, in the record.
ALTER TABLE "airwork_applications" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airwork_applications" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "airwork_applications" ADD COLUMN "earliest_on" date;--> statement-breakpoint
ALTER TABLE "airwork_transitions" ADD COLUMN "price_cents" integer;