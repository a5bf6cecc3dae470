-- Issue 22: an Airwork's categories move onto its row (searched without a join), copied first.
ALTER TABLE "airworks" ADD COLUMN "category_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
UPDATE "airworks" SET "category_ids" = COALESCE((SELECT array_agg("category_id"::smallint ORDER BY "category_id") FROM "airwork_categories" WHERE "airwork_id" = "airworks"."id"), '{}'::smallint[]);--> statement-breakpoint
DROP TABLE "airwork_categories" CASCADE;--> statement-breakpoint
DROP INDEX "airworks_status_created_idx";--> statement-breakpoint
CREATE INDEX "airworks_category_ids_idx" ON "airworks" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "airworks_status_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc);
