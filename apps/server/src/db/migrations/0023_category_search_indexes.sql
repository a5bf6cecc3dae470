-- Issue 22: a search in one category reads that category's Airworks only: per category, a trigram
-- index and a newest-first index over its Airworks (db/schema/airworks.ts, categoryIndexes).
-- Built here inside the migration's transaction, which holds Airwork writes while they build
-- (about 5 s at 100,000 Airworks). On a large table, build them first with the same statements
-- and CREATE INDEX CONCURRENTLY; IF NOT EXISTS then leaves them be (docs/operations.md).
CREATE INDEX IF NOT EXISTS "airworks_c1_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{1}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c1_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{1}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c2_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{2}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c2_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{2}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c3_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{3}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c3_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{3}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c4_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{4}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c4_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{4}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c5_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{5}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c5_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{5}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c6_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{6}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c6_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{6}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c7_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{7}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c7_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{7}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c8_text_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "airworks"."category_ids" && '{8}'::smallint[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "airworks_c8_created_idx" ON "airworks" USING btree ("status","created_at" desc,"id" desc) WHERE "airworks"."category_ids" && '{8}'::smallint[];