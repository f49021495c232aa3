CREATE TABLE "revenue_reminders" (
	"project_id" text NOT NULL,
	"period" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_reminders_project_id_period_pk" PRIMARY KEY("project_id","period")
);
--> statement-breakpoint
CREATE TABLE "revenue_report_evidence" (
	"report_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "revenue_report_evidence_report_id_file_id_pk" PRIMARY KEY("report_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "revenue_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"period" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text NOT NULL,
	"revenue_minor" bigint NOT NULL,
	"profit_minor" bigint,
	"raised_minor" bigint NOT NULL,
	"phase" text NOT NULL,
	"due_minor" bigint NOT NULL,
	"breakdown" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"terms_version" integer NOT NULL,
	"payment_reference" text,
	"pay_by" date,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_reference" text,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"payout_id" uuid,
	CONSTRAINT "revenue_reports_money_check" CHECK (revenue_minor >= 0 and due_minor >= 0 and raised_minor > 0 and period >= 1),
	CONSTRAINT "revenue_reports_phase_check" CHECK (phase in ('before_window', 'minimum', 'profit_share')),
	CONSTRAINT "revenue_reports_paid_check" CHECK ((payout_id is null) = (confirmed_at is null) and (payout_id is null or due_minor > 0)
      and (due_minor = 0) = (payment_reference is null))
);
--> statement-breakpoint
CREATE TABLE "revenue_terms" (
	"project_id" text PRIMARY KEY NOT NULL,
	"revenue_share_bp" integer NOT NULL,
	"first_payment_from_months" integer NOT NULL,
	"first_payment_to_months" integer NOT NULL,
	"tranche_count" integer NOT NULL,
	"profit_share_bp" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_terms_bounds_check" CHECK (revenue_share_bp between 1 and 10000 and profit_share_bp between 0 and 10000
      and tranche_count between 1 and 3 and first_payment_from_months between 3 and 12
      and first_payment_to_months - first_payment_from_months between 2 and 6)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "revenue_reminders" ADD CONSTRAINT "revenue_reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_report_evidence" ADD CONSTRAINT "revenue_report_evidence_report_id_revenue_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."revenue_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_report_evidence" ADD CONSTRAINT "revenue_report_evidence_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_reports" ADD CONSTRAINT "revenue_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_reports" ADD CONSTRAINT "revenue_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_reports" ADD CONSTRAINT "revenue_reports_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_reports" ADD CONSTRAINT "revenue_reports_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_terms" ADD CONSTRAINT "revenue_terms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_terms" ADD CONSTRAINT "revenue_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revenue_report_evidence_file_idx" ON "revenue_report_evidence" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_reports_period_idx" ON "revenue_reports" USING btree ("project_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_reports_payment_reference_idx" ON "revenue_reports" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_reports_payout_idx" ON "revenue_reports" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('quiz_passed', 'kyc_passed', 'kyc_failed', 'kyc_action_required', 'declaration_expired', 'payment_succeeded', 'payment_failed', 'payment_expired', 'payment_refunded', 'project_funded', 'project_status_changed', 'project_update_posted', 'question_answered', 'project_opened', 'payout_received', 'wallet_topped_up', 'withdrawal_paid', 'withdrawal_failed', 'waitlist_offer', 'waitlist_offer_lapsed', 'founder_request_decided', 'revenue_report_late'));