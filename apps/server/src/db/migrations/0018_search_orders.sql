-- Issue 23: the search's other orders walk an index, as the newest does: by price, by the day
-- needed, and the nearest first (cube: a point of the unit sphere per open Airwork).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE INDEX "airworks_status_salary_idx" ON "airworks" USING btree ("status","salary_cents" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "airworks_status_needed_by_idx" ON "airworks" USING btree ("status","needed_by","id");--> statement-breakpoint
CREATE INDEX "airworks_open_place_idx" ON "airworks" USING gist (cube(array[cos(radians(round("latitude" * 100) / 100)) * cos(radians(round("longitude" * 100) / 100)), cos(radians(round("latitude" * 100) / 100)) * sin(radians(round("longitude" * 100) / 100)), sin(radians(round("latitude" * 100) / 100))])) WHERE "airworks"."status" = 1;