CREATE TABLE "pilot_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"id_upload_id" text,
	"certificate_upload_id" text,
	"document_id_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"tcr_number" text DEFAULT '' NOT NULL,
	"rpas_number" text DEFAULT '' NOT NULL,
	"rpas_make" text DEFAULT '' NOT NULL,
	"certificate_type" smallint,
	"capabilities" text DEFAULT '' NOT NULL,
	"other_desc" text DEFAULT '' NOT NULL,
	"verification" smallint DEFAULT 0 NOT NULL,
	"disapproval_reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"payout_method" smallint,
	"payout_email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD CONSTRAINT "pilot_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD CONSTRAINT "pilot_profiles_id_upload_id_uploads_id_fk" FOREIGN KEY ("id_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD CONSTRAINT "pilot_profiles_certificate_upload_id_uploads_id_fk" FOREIGN KEY ("certificate_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_profiles_verification_idx" ON "pilot_profiles" USING btree ("verification","submitted_at");