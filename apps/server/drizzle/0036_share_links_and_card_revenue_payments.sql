CREATE TABLE "business_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_share_links_code_check" CHECK (code ~ '^[a-z0-9]{6,16}$')
);
--> statement-breakpoint
CREATE TABLE "revenue_card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_ref" text,
	"checkout_url" text,
	"failure_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "revenue_card_payments_status_check" CHECK (status in ('pending', 'succeeded', 'failed', 'expired', 'canceled')),
	CONSTRAINT "revenue_card_payments_amount_check" CHECK (amount_minor > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "business_share_links" ADD CONSTRAINT "business_share_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_share_links" ADD CONSTRAINT "business_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_card_payments" ADD CONSTRAINT "revenue_card_payments_report_id_revenue_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."revenue_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_card_payments" ADD CONSTRAINT "revenue_card_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_card_payments" ADD CONSTRAINT "revenue_card_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_share_links_code_idx" ON "business_share_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "business_share_links_name_idx" ON "business_share_links" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "business_share_links_created_by_idx" ON "business_share_links" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_card_payments_one_live_idx" ON "revenue_card_payments" USING btree ("report_id") WHERE "revenue_card_payments"."status" in ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "revenue_card_payments_project_idx" ON "revenue_card_payments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "revenue_card_payments_created_by_idx" ON "revenue_card_payments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "revenue_card_payments_open_idx" ON "revenue_card_payments" USING btree ("expires_at") WHERE "revenue_card_payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_share_link_id_business_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."business_share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_share_link_idx" ON "payments" USING btree ("share_link_id") WHERE "payments"."share_link_id" is not null;