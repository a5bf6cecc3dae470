-- Issue 22: one GIN index for categories and trigrams without a pending list (a keyword in a category intersects inside the index), and the lobby's city.
DROP INDEX "airworks_category_ids_idx";--> statement-breakpoint
DROP INDEX "airworks_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "airworks_category_text_idx" ON "airworks" USING gin ("category_ids","search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "airworks_status_city_idx" ON "airworks" USING btree ("status",lower("city"),"created_at" desc);