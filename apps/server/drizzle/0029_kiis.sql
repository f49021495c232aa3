CREATE TABLE "kiis_acknowledgments" (
	"user_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"version" integer NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kiis_acknowledgments_user_id_project_id_version_pk" PRIMARY KEY("user_id","project_id","version")
);
--> statement-breakpoint
CREATE TABLE "kiis_versions" (
	"project_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"facts" jsonb NOT NULL,
	"facts_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	CONSTRAINT "kiis_versions_project_id_version_pk" PRIMARY KEY("project_id","version"),
	CONSTRAINT "kiis_versions_status_check" CHECK ("kiis_versions"."status" in ('draft', 'approved')),
	CONSTRAINT "kiis_versions_version_check" CHECK ("kiis_versions"."version" > 0),
	CONSTRAINT "kiis_versions_approval_check" CHECK (("kiis_versions"."status" = 'approved') = ("kiis_versions"."approved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kiis_version" integer;--> statement-breakpoint
ALTER TABLE "kiis_acknowledgments" ADD CONSTRAINT "kiis_acknowledgments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiis_acknowledgments" ADD CONSTRAINT "kiis_acknowledgments_version_fk" FOREIGN KEY ("project_id","version") REFERENCES "public"."kiis_versions"("project_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiis_versions" ADD CONSTRAINT "kiis_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiis_versions" ADD CONSTRAINT "kiis_versions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiis_acknowledgments_version_idx" ON "kiis_acknowledgments" USING btree ("project_id","version");--> statement-breakpoint
CREATE INDEX "kiis_versions_approved_by_idx" ON "kiis_versions" USING btree ("approved_by");