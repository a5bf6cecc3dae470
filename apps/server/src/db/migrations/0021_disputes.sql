-- Issue 25: disputes (one per Airwork, decided once by an admin), their statements and evidence
-- files, and the part of a hold a split decision captures.
CREATE TABLE "dispute_files" (
	"statement_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "dispute_files_statement_id_upload_id_pk" PRIMARY KEY("statement_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "dispute_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airwork_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"reason" text NOT NULL,
	"from_status" smallint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"capture_cents" integer,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_cents" integer;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_statement_id_dispute_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."dispute_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_statements" ADD CONSTRAINT "dispute_statements_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_statements" ADD CONSTRAINT "dispute_statements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_files_upload_key" ON "dispute_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "dispute_statements_dispute_idx" ON "dispute_statements" USING btree ("dispute_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_airwork_key" ON "disputes" USING btree ("airwork_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("opened_at","id") WHERE "disputes"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "disputes_decided_idx" ON "disputes" USING btree ("decided_at","id") WHERE "disputes"."decided_at" is not null;