-- Issue 22: a number that moves when any Airwork is written, read by every public search to know whether a page it keeps is still what the table holds (every instance, every writer). The trigger is deferred to the writer's commit, so a search never keeps a page under a number taken before the write it misses became visible.
CREATE SEQUENCE "airwork_changes";--> statement-breakpoint
CREATE FUNCTION "airwork_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('airwork_changes');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "airworks_changed" AFTER INSERT OR UPDATE OR DELETE ON "airworks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "airwork_changed"();
