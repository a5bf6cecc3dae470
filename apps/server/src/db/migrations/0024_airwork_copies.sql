-- Issue 22: every read of an Airwork shows its client's username and its attachment's content
-- type. They were read per row by subqueries into users and uploads, planned and run on every
-- search (about a sixth of the database's time on a search made once, at 100,000 Airworks).
-- Now the Airwork carries copies, written by triggers only: whoever inserts an Airwork or sets
-- its client or attachment, the copies come from the user and the upload; if a username or an
-- upload's type ever changes, or the upload is saved after the Airwork naming it (a database
-- moved table by table), or deleted, the copies follow. The backfill rewrites every Airwork
-- once and holds Airwork writes meanwhile (23 s at 100,000; docs/operations.md).
ALTER TABLE "airworks" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airworks" ADD COLUMN "attachment_type" text;--> statement-breakpoint
-- The backfill. Row by row, every Airwork's new version went into every index (the trigram
-- ones above all): 121 s at 100,000 Airworks. So the indexes that enforce nothing are set
-- aside and built again from their own definitions after it (23 s), and the trigger that
-- counts Airwork writes is off meanwhile: what any search shows does not change.
CREATE TEMP TABLE "airwork_indexes" ON COMMIT DROP AS
  SELECT indexrelid::regclass::text AS "name", pg_get_indexdef(indexrelid) AS "definition"
  FROM pg_index WHERE indrelid = '"airworks"'::regclass AND NOT indisunique;--> statement-breakpoint
DO $$
DECLARE i record;
BEGIN
  FOR i IN SELECT * FROM "airwork_indexes" LOOP EXECUTE 'DROP INDEX ' || i.name; END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "airworks" DISABLE TRIGGER "airworks_changed";--> statement-breakpoint
UPDATE "airworks" AS a SET "client_name" = u."username",
  "attachment_type" = (SELECT up."content_type" FROM "uploads" AS up WHERE up."id" = a."attachment_key")
  FROM "users" AS u WHERE u."id" = a."client_id";--> statement-breakpoint
ALTER TABLE "airworks" ENABLE TRIGGER "airworks_changed";--> statement-breakpoint
DO $$
DECLARE i record;
BEGIN
  FOR i IN SELECT * FROM "airwork_indexes" LOOP EXECUTE i.definition; END LOOP;
END;
$$;--> statement-breakpoint
CREATE INDEX "airworks_attachment_key_idx" ON "airworks" USING btree ("attachment_key") WHERE "airworks"."attachment_key" is not null;--> statement-breakpoint
CREATE FUNCTION "airwork_copies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A client that does not exist is the foreign key's to refuse, not the NOT NULL's.
  NEW.client_name := coalesce((SELECT "username" FROM "users" WHERE "id" = NEW.client_id), '');
  NEW.attachment_type := (SELECT "content_type" FROM "uploads" WHERE "id" = NEW.attachment_key);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "airworks_copies" BEFORE INSERT OR UPDATE OF "client_id", "attachment_key", "client_name", "attachment_type" ON "airworks" FOR EACH ROW EXECUTE FUNCTION "airwork_copies"();--> statement-breakpoint
CREATE FUNCTION "airwork_client_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "airworks" SET "client_name" = NEW.username WHERE "client_id" = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_airwork_copies" AFTER UPDATE OF "username" ON "users" FOR EACH ROW WHEN (OLD."username" IS DISTINCT FROM NEW."username") EXECUTE FUNCTION "airwork_client_renamed"();--> statement-breakpoint
-- An upload saved after the Airwork naming it (a database moved table by table), or retyped.
CREATE FUNCTION "airwork_attachment_typed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "airworks" SET "attachment_type" = NEW.content_type WHERE "attachment_key" = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "uploads_airwork_copies" AFTER INSERT ON "uploads" FOR EACH ROW EXECUTE FUNCTION "airwork_attachment_typed"();--> statement-breakpoint
CREATE TRIGGER "uploads_retyped_airwork_copies" AFTER UPDATE OF "content_type" ON "uploads" FOR EACH ROW WHEN (OLD."content_type" IS DISTINCT FROM NEW."content_type") EXECUTE FUNCTION "airwork_attachment_typed"();--> statement-breakpoint
-- Once per statement: the sweep of unused uploads deletes many at a time (none attached).
CREATE FUNCTION "airwork_attachments_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "airworks" SET "attachment_type" = NULL WHERE "attachment_key" IN (SELECT "id" FROM gone);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "uploads_gone_airwork_copies" AFTER DELETE ON "uploads" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "airwork_attachments_gone"();
