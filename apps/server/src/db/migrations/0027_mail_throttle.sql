CREATE TABLE "mail_throttle" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"airwork_id" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_throttle_user_id_kind_airwork_id_pk" PRIMARY KEY("user_id","kind","airwork_id")
);
--> statement-breakpoint
ALTER TABLE "mail_throttle" ADD CONSTRAINT "mail_throttle_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_throttle" ADD CONSTRAINT "mail_throttle_airwork_id_airworks_id_fk" FOREIGN KEY ("airwork_id") REFERENCES "public"."airworks"("id") ON DELETE cascade ON UPDATE no action;