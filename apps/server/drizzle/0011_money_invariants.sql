CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" smallint,
	"response_body" text,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "platform_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_clock_one_row_check" CHECK ("platform_clock"."id" = 1 and "platform_clock"."offset_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_anomalies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"detail" jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_anomalies_kind_check" CHECK ("provider_anomalies"."kind" in ('amount_mismatch', 'currency_mismatch', 'session_mismatch', 'partial_refund', 'unknown_charge'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_status_check" CHECK (status in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_wallet_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "min_raise_minor" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deadline_before_close" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_dispute_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "card" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "last_decline" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "dispute_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_anomalies" ADD CONSTRAINT "provider_anomalies_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_anomalies_event_idx" ON "provider_anomalies" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "provider_anomalies_payment_idx" ON "provider_anomalies" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "provider_anomalies_open_idx" ON "provider_anomalies" USING btree ("created_at") WHERE "provider_anomalies"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_withdrawal_idx" ON "sandbox_payouts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_payment_ref") WHERE "payments"."provider_payment_ref" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_open_expiry_idx" ON "sandbox_checkout_sessions" USING btree ("expires_at") WHERE "sandbox_checkout_sessions"."status" in ('open', 'requires_action');--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_idempotency_idx" ON "wallet_top_ups" USING btree ("user_id","idempotency_key") WHERE "wallet_top_ups"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_idempotency_idx" ON "wallet_withdrawals" USING btree ("user_id","idempotency_key") WHERE "wallet_withdrawals"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_requested_idx" ON "wallet_withdrawals" USING btree ("created_at") WHERE "wallet_withdrawals"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_money_check" CHECK (raised_minor >= 0 and reserved_minor >= 0 and raised_minor + reserved_minor <= target_minor
      and (min_raise_minor is null or (min_raise_minor > 0 and min_raise_minor <= target_minor)));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_liability_check" CHECK (kind not in ('investor_wallet', 'project_raise', 'withdrawals_in_transit', 'refunds_payable') or balance_minor <= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_asset_check" CHECK (kind not in ('disputed_funds', 'platform_losses') or balance_minor >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('provider_clearing', 'project_raise', 'platform_fees', 'provider_fees', 'investor_wallet', 'withdrawals_in_transit', 'refunds_payable', 'disputed_funds', 'platform_losses'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'payout', 'top_up', 'withdrawal', 'fee', 'disbursement', 'dispute'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dispute_check" CHECK ("payments"."dispute_status" in ('open', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_dispute_check" CHECK ("wallet_top_ups"."dispute_status" in ('open', 'won', 'lost'));