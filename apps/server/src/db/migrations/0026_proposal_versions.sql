-- Issue 45: a proposal is never rewritten. A pilot who withdraws and applies again makes a new
-- application (a new id, the next proposal_version), so an approval names exactly what the
-- client read; only one application per pilot and Airwork may be other than withdrawn (2).
DROP INDEX "airwork_applications_airwork_pilot_key";--> statement-breakpoint
ALTER TABLE "airwork_applications" ADD COLUMN "proposal_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "airwork_applications_airwork_pilot_key" ON "airwork_applications" USING btree ("airwork_id","pilot_id") WHERE "airwork_applications"."status" <> 2;