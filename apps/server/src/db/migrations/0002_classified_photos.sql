CREATE TABLE "classified_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"classified_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classified_photos" ADD CONSTRAINT "classified_photos_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classified_photos_classified_idx" ON "classified_photos" USING btree ("classified_id","created_at");