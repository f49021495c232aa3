CREATE TABLE "business_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"note" text,
	"message" text,
	"requested_by" uuid,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "business_change_requests_kind_check" CHECK ("business_change_requests"."kind" in ('edit', 'review', 'update')),
	CONSTRAINT "business_change_requests_status_check" CHECK ("business_change_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "business_change_requests_decided_check" CHECK (("business_change_requests"."status" = 'pending') = ("business_change_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "business_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_invitations_role_check" CHECK ("business_invitations"."role" in ('owner', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"project_id" text PRIMARY KEY NOT NULL,
	"updates_need_approval" boolean DEFAULT false NOT NULL,
	"campaign_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "business_change_requests" ADD CONSTRAINT "business_change_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_change_requests" ADD CONSTRAINT "business_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_change_requests" ADD CONSTRAINT "business_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_change_requests_queue_idx" ON "business_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "business_change_requests_project_idx" ON "business_change_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "business_change_requests_requested_by_idx" ON "business_change_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "business_change_requests_decided_by_idx" ON "business_change_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "business_change_requests_one_review_idx" ON "business_change_requests" USING btree ("project_id") WHERE "business_change_requests"."kind" = 'review' and "business_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitations_token_idx" ON "business_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "business_invitations_project_idx" ON "business_invitations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "business_invitations_invited_by_idx" ON "business_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "business_invitations_accepted_by_idx" ON "business_invitations" USING btree ("accepted_by");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('quiz_passed', 'kyc_passed', 'kyc_failed', 'kyc_action_required', 'declaration_expired', 'payment_succeeded', 'payment_failed', 'payment_expired', 'payment_refunded', 'project_funded', 'project_status_changed', 'project_update_posted', 'question_answered', 'project_opened', 'payout_received', 'wallet_topped_up', 'withdrawal_paid', 'withdrawal_failed', 'waitlist_offer', 'waitlist_offer_lapsed', 'founder_request_decided'));