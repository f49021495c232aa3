CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"offered_minor" bigint DEFAULT 0 NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_state_check" CHECK ("waitlist_entries"."state" in ('waiting', 'offered', 'taken', 'lapsed', 'left', 'closed')),
	CONSTRAINT "waitlist_entries_amount_check" CHECK (amount_minor > 0),
	CONSTRAINT "waitlist_entries_offer_check" CHECK (offered_minor >= 0 and offered_minor <= amount_minor
      and (state = 'offered') = (offered_minor > 0)
      and (state <> 'offered' or offer_expires_at is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_idx" ON "waitlist_entries" USING btree ("project_id","user_id") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("project_id","created_at","id") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_project_idx" ON "waitlist_entries" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."state" = 'offered';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('quiz_passed', 'kyc_passed', 'kyc_failed', 'kyc_action_required', 'declaration_expired', 'payment_succeeded', 'payment_failed', 'payment_expired', 'payment_refunded', 'project_funded', 'project_status_changed', 'project_update_posted', 'question_answered', 'project_opened', 'payout_received', 'wallet_topped_up', 'withdrawal_paid', 'withdrawal_failed', 'waitlist_offer', 'waitlist_offer_lapsed'));