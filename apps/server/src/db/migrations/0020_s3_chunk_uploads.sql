-- Issue 24: result uploads under way in S3-compatible storage, one multipart upload each, and
-- the parts (chunks) stored so far: shared by every instance, so an upload resumes through any.
CREATE TABLE "result_chunk_parts" (
	"upload_key" text NOT NULL,
	"part_number" integer NOT NULL,
	"etag" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "result_chunk_parts_upload_key_part_number_pk" PRIMARY KEY("upload_key","part_number")
);
--> statement-breakpoint
CREATE TABLE "result_chunk_uploads" (
	"upload_key" text PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"multipart_id" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_chunk_parts" ADD CONSTRAINT "result_chunk_parts_upload_key_result_chunk_uploads_upload_key_fk" FOREIGN KEY ("upload_key") REFERENCES "public"."result_chunk_uploads"("upload_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_chunk_uploads_touched_idx" ON "result_chunk_uploads" USING btree ("touched_at");