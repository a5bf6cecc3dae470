CREATE TABLE "airwork_categories" (
	"airwork_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "airwork_categories_airwork_id_category_id_pk" PRIMARY KEY("airwork_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "airworks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tasks_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"pilot_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text DEFAULT 'CA' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"conditions" text NOT NULL,
	"file_format" text NOT NULL,
	"salary_cents" integer NOT NULL,
	"payment_method" smallint DEFAULT 1 NOT NULL,
	"attachment_key" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airwork_categories" ADD CONSTRAINT "airwork_categories_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airwork_categories" ADD CONSTRAINT "airwork_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airworks" ADD CONSTRAINT "airworks_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airworks" ADD CONSTRAINT "airworks_pilot_id_users_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airwork_categories_category_idx" ON "airwork_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "airworks_tasks_id_key" ON "airworks" USING btree ("tasks_id");--> statement-breakpoint
CREATE INDEX "airworks_client_status_idx" ON "airworks" USING btree ("client_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "airworks_status_created_idx" ON "airworks" USING btree ("status","created_at" desc);