CREATE TABLE "opening_notices" (
	"user_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "opening_notices_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opening_notices" ADD CONSTRAINT "opening_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_notices" ADD CONSTRAINT "opening_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opening_notices_project_idx" ON "opening_notices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "opening_notices_waiting_idx" ON "opening_notices" USING btree ("project_id","created_at") WHERE "opening_notices"."notified_at" is null;