CREATE TABLE "payout_allocations" (
	"payout_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "payout_allocations_amount_check" CHECK (amount_minor > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK (amount_minor > 0),
	CONSTRAINT "payouts_period_check" CHECK (period_end >= period_start),
	CONSTRAINT "payouts_currency_check" CHECK (currency ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"card_fee_minor" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"failure_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_top_ups_status_check" CHECK ("wallet_top_ups"."status" in ('pending', 'succeeded', 'failed', 'expired', 'canceled')),
	CONSTRAINT "wallet_top_ups_amount_check" CHECK (amount_minor > 0 and card_fee_minor >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_withdrawals_status_check" CHECK ("wallet_withdrawals"."status" in ('requested', 'paid', 'failed')),
	CONSTRAINT "wallet_withdrawals_amount_check" CHECK (amount_minor > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "top_up_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "withdrawal_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_allocations" ADD CONSTRAINT "payout_allocations_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_allocations" ADD CONSTRAINT "payout_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_allocations" ADD CONSTRAINT "payout_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_allocations_pk" ON "payout_allocations" USING btree ("payout_id","payment_id");--> statement-breakpoint
CREATE INDEX "payout_allocations_payment_idx" ON "payout_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payout_allocations_user_idx" ON "payout_allocations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_idx" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_project_idx" ON "payouts" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_user_idx" ON "wallet_top_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_pending_expiry_idx" ON "wallet_top_ups" USING btree ("expires_at") WHERE "wallet_top_ups"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_top_up_id_wallet_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."wallet_top_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_withdrawal_id_wallet_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."wallet_withdrawals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_idx" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_top_up_idx" ON "ledger_transactions" USING btree ("top_up_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_withdrawal_idx" ON "ledger_transactions" USING btree ("withdrawal_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('quiz_passed', 'kyc_passed', 'kyc_failed', 'kyc_action_required', 'declaration_expired', 'payment_succeeded', 'payment_failed', 'payment_expired', 'payment_refunded', 'project_funded', 'project_status_changed', 'project_update_posted', 'question_answered', 'payout_received', 'wallet_topped_up', 'withdrawal_paid', 'withdrawal_failed'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('provider_clearing', 'project_raise', 'platform_fees', 'provider_fees', 'investor_wallet', 'withdrawals_in_transit'));--> statement-breakpoint
-- A recorded payout and its split are history: never updated or deleted (as the ledger).
CREATE TRIGGER payouts_append_only BEFORE UPDATE OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER payout_allocations_append_only BEFORE UPDATE OR DELETE ON payout_allocations
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- A ledger transaction belongs to at most one payment, payout, top-up or withdrawal.
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_one_reference_check"
  CHECK (num_nonnulls(payment_id, payout_id, top_up_id, withdrawal_id) <= 1);
