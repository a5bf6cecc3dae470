CREATE TABLE "classifieds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" smallint NOT NULL,
	"voivodeship" smallint NOT NULL,
	"premium" smallint DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classifieds_listing_idx" ON "classifieds" USING btree (("premium" >= 2) DESC,"created_at" desc);--> statement-breakpoint
CREATE INDEX "classifieds_category_idx" ON "classifieds" USING btree ("category");--> statement-breakpoint
CREATE INDEX "classifieds_voivodeship_idx" ON "classifieds" USING btree ("voivodeship");