-- Issue 23: the day the client needs the work by (optional); a flight day after it warns.
ALTER TABLE "airworks" ADD COLUMN "needed_by" date;