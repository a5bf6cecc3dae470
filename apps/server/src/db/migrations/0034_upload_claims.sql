CREATE TABLE "upload_claims" (
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_claims_owner_kind_owner_id_upload_id_pk" PRIMARY KEY("owner_kind","owner_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_claims_upload_idx" ON "upload_claims" USING btree ("upload_id");--> statement-breakpoint
-- Every file kept today is claimed by what keeps it, so the first sweep after this one finds
-- them claimed (the sweep no longer names the tables that point at an upload).
INSERT INTO "upload_claims" ("owner_kind", "owner_id", "upload_id")
SELECT 'airwork-attachment', "id"::text, "attachment_key" FROM "airworks" WHERE "attachment_key" IN (SELECT "id" FROM "uploads")
UNION SELECT 'pilot-id-document', "user_id"::text, "id_upload_id" FROM "pilot_profiles" WHERE "id_upload_id" IS NOT NULL
UNION SELECT 'pilot-certificate', "user_id"::text, "certificate_upload_id" FROM "pilot_profiles" WHERE "certificate_upload_id" IS NOT NULL
UNION SELECT 'profile-photo', "user_id"::text, "avatar_upload_id" FROM "public_profiles" WHERE "avatar_upload_id" IS NOT NULL
UNION SELECT 'portfolio-item', "id"::text, "upload_id" FROM "portfolio_items"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "upload_claims" ("owner_kind", "owner_id", "upload_id", "shared")
SELECT 'message', "message_id"::text, "upload_id", true FROM "message_attachments"
UNION SELECT 'dispute-statement', "statement_id"::text, "upload_id", true FROM "dispute_files"
ON CONFLICT DO NOTHING;
