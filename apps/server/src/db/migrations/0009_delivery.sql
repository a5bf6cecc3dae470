CREATE TABLE "airwork_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airwork_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airwork_id" integer NOT NULL,
	"pilot_id" integer,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"identifier" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airworks" ADD COLUMN "scheduled_on" date;--> statement-breakpoint
ALTER TABLE "airworks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "airworks" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "airwork_results" ADD CONSTRAINT "airwork_results_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airwork_results" ADD CONSTRAINT "airwork_results_pilot_id_users_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airwork_results_airwork_idx" ON "airwork_results" USING btree ("airwork_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "airwork_results_airwork_identifier_key" ON "airwork_results" USING btree ("airwork_id","identifier");--> statement-breakpoint
CREATE INDEX "airworks_scheduled_on_idx" ON "airworks" USING btree ("scheduled_on") WHERE "airworks"."status" = 3;--> statement-breakpoint
CREATE INDEX "airworks_awaiting_acceptance_idx" ON "airworks" USING btree ("completed_at") WHERE "airworks"."status" = 6 and "airworks"."accepted_at" is null;