-- Issue 22: a search's count in one category reads a narrow copy of that category's Airworks,
-- where they lie together, instead of picking them out of every page of "airworks" (the count of
-- a keyword in category 5 read ~1,900 pages of it at 100,000 Airworks; its copy, a few hundred).
-- One row per Airwork and category, partitioned by category (db/schema/airworks.ts,
-- airworkSearch; drizzle-kit does not model partitions, so they are written here), kept by
-- triggers only: an Airwork inserted (once per statement: a bulk insert is one), changed in a
-- column a search filters on (its rows are written again), deleted (the foreign key cascades).
-- The backfill writes every Airwork's rows before the indexes are built, and holds Airwork
-- writes while it runs (docs/operations.md).
CREATE TABLE "airwork_search" (
	"category_id" smallint NOT NULL,
	"airwork_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"salary_cents" integer NOT NULL,
	"needed_by" date,
	"search_text" text NOT NULL,
	"place_text" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "airwork_search_airwork_id_category_id_pk" PRIMARY KEY("airwork_id","category_id")
) PARTITION BY LIST ("category_id");
--> statement-breakpoint
CREATE TABLE "airwork_search_c1" PARTITION OF "airwork_search" FOR VALUES IN (1);--> statement-breakpoint
CREATE TABLE "airwork_search_c2" PARTITION OF "airwork_search" FOR VALUES IN (2);--> statement-breakpoint
CREATE TABLE "airwork_search_c3" PARTITION OF "airwork_search" FOR VALUES IN (3);--> statement-breakpoint
CREATE TABLE "airwork_search_c4" PARTITION OF "airwork_search" FOR VALUES IN (4);--> statement-breakpoint
CREATE TABLE "airwork_search_c5" PARTITION OF "airwork_search" FOR VALUES IN (5);--> statement-breakpoint
CREATE TABLE "airwork_search_c6" PARTITION OF "airwork_search" FOR VALUES IN (6);--> statement-breakpoint
CREATE TABLE "airwork_search_c7" PARTITION OF "airwork_search" FOR VALUES IN (7);--> statement-breakpoint
CREATE TABLE "airwork_search_c8" PARTITION OF "airwork_search" FOR VALUES IN (8);--> statement-breakpoint
-- A category added to the list before its partition: its searches stay right, only slower.
CREATE TABLE "airwork_search_other" PARTITION OF "airwork_search" DEFAULT;--> statement-breakpoint
INSERT INTO "airwork_search" ("category_id", "airwork_id", "status", "created_at", "salary_cents", "needed_by", "search_text", "place_text", "province", "city")
  SELECT c.id, a."id", a."status", a."created_at", a."salary_cents", a."needed_by", a."search_text", a."place_text", lower(a."province"), lower(a."city")
  FROM "airworks" AS a CROSS JOIN LATERAL (SELECT DISTINCT unnest(a."category_ids") AS id) AS c
  ORDER BY a."id";--> statement-breakpoint
ALTER TABLE "airwork_search" ADD CONSTRAINT "airwork_search_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airwork_search_text_idx" ON "airwork_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "airwork_search_created_idx" ON "airwork_search" USING btree ("status","created_at" desc,"airwork_id" desc);--> statement-breakpoint
CREATE INDEX "airwork_search_city_idx" ON "airwork_search" USING btree ("status","city","created_at" desc);--> statement-breakpoint
CREATE FUNCTION "airwork_search_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "airwork_search" ("category_id", "airwork_id", "status", "created_at", "salary_cents", "needed_by", "search_text", "place_text", "province", "city")
    SELECT c.id, a."id", a."status", a."created_at", a."salary_cents", a."needed_by", a."search_text", a."place_text", lower(a."province"), lower(a."city")
    FROM added AS a CROSS JOIN LATERAL (SELECT DISTINCT unnest(a."category_ids") AS id) AS c;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "airworks_search_added" AFTER INSERT ON "airworks" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "airwork_search_added"();--> statement-breakpoint
CREATE FUNCTION "airwork_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "airwork_search" WHERE "airwork_id" = OLD."id";
  INSERT INTO "airwork_search" ("category_id", "airwork_id", "status", "created_at", "salary_cents", "needed_by", "search_text", "place_text", "province", "city")
    SELECT DISTINCT c, NEW."id", NEW."status", NEW."created_at", NEW."salary_cents", NEW."needed_by", NEW."search_text", NEW."place_text", lower(NEW."province"), lower(NEW."city")
    FROM unnest(NEW."category_ids") AS c;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "airworks_search_changed" AFTER UPDATE OF "category_ids", "status", "created_at", "salary_cents", "needed_by", "search_text", "place_text", "province", "city" ON "airworks" FOR EACH ROW WHEN ((OLD."category_ids", OLD."status", OLD."created_at", OLD."salary_cents", OLD."needed_by", OLD."search_text", OLD."place_text", OLD."province", OLD."city") IS DISTINCT FROM (NEW."category_ids", NEW."status", NEW."created_at", NEW."salary_cents", NEW."needed_by", NEW."search_text", NEW."place_text", NEW."province", NEW."city")) EXECUTE FUNCTION "airwork_search_changed"();--> statement-breakpoint
ANALYZE "airwork_search";
