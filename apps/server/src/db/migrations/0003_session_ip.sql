ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "sessions_user_ip_idx" ON "sessions" USING btree ("user_id","ip");