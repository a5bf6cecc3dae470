CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "airwork_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airwork_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airwork_id" integer NOT NULL,
	"pilot_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "airwork_transitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airwork_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airwork_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airwork_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airwork_id" integer NOT NULL,
	"part" smallint NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"order_id" text NOT NULL,
	"authorization_id" text,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authorized_at" timestamp with time zone,
	"honor_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reauthorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"capture_id" text,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airworks" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airworks" ADD COLUMN "place_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "airwork_applications" ADD CONSTRAINT "airwork_applications_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airwork_applications" ADD CONSTRAINT "airwork_applications_pilot_id_users_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airwork_transitions" ADD CONSTRAINT "airwork_transitions_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airwork_transitions" ADD CONSTRAINT "airwork_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "airwork_applications_airwork_pilot_key" ON "airwork_applications" USING btree ("airwork_id","pilot_id");--> statement-breakpoint
CREATE INDEX "airwork_applications_pilot_idx" ON "airwork_applications" USING btree ("pilot_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "airwork_applications_waiting_idx" ON "airwork_applications" USING btree ("airwork_id") WHERE "airwork_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "airwork_transitions_airwork_idx" ON "airwork_transitions" USING btree ("airwork_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_airwork_from_key" ON "ratings" USING btree ("airwork_id","from_user_id");--> statement-breakpoint
CREATE INDEX "ratings_to_user_idx" ON "ratings" USING btree ("to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("provider","order_id");--> statement-breakpoint
CREATE INDEX "payments_airwork_idx" ON "payments" USING btree ("airwork_id","part");--> statement-breakpoint
CREATE INDEX "airworks_pilot_status_idx" ON "airworks" USING btree ("pilot_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "airworks_search_text_trgm_idx" ON "airworks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Airworks posted before search existed, folded like foldForSearch (lower case, French accents off).
UPDATE "airworks" SET "search_text" = translate(lower("title" || ' ' || "description" || ' ' || "address" || ' ' || "city" || ' ' || "province"), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), "place_text" = translate(lower("city" || ' ' || "province" || ' ' || "address"), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy') WHERE "search_text" = '';
