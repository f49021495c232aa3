CREATE TABLE "reconciliation_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"side" text NOT NULL,
	"reference" text NOT NULL,
	"what" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliation_items_side_check" CHECK (side in ('provider', 'ledger'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"operator_id" uuid,
	"provider_balance_minor" bigint NOT NULL,
	"ledger_balance_minor" bigint NOT NULL,
	"unexplained_minor" bigint NOT NULL,
	"matched" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_runs_trigger_check" CHECK (trigger in ('schedule', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_balance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"reference" uuid,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_balance_transactions_type_check" CHECK ("sandbox_balance_transactions"."type" in ('charge', 'refund', 'refund_failure', 'dispute', 'dispute_reversal', 'payout', 'payout_failure', 'platform_payout')),
	CONSTRAINT "sandbox_balance_transactions_net_check" CHECK (net_minor = amount_minor - fee_minor)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_asset_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
-- The card fee payers paid is the platform's revenue; what the processor keeps is booked apart.
UPDATE "ledger_accounts" SET "kind" = 'card_fees', "key" = 'card_fees' || substr("key", length('provider_fees') + 1)
  WHERE "kind" = 'provider_fees';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "provider_payout_id" text;--> statement-breakpoint
-- A ledger transaction belongs to at most one payment, payout, top-up, withdrawal, disbursement or provider payout.
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_one_reference_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_one_reference_check"
  CHECK (num_nonnulls(payment_id, payout_id, top_up_id, withdrawal_id, disbursement_id, provider_payout_id) <= 1);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "processor_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_evidence_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "processor_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "dispute_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "dispute_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD COLUMN "dispute_evidence_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_items_run_idx" ON "reconciliation_items" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_currency_idx" ON "reconciliation_runs" USING btree ("currency","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_balance_transactions_reference_idx" ON "sandbox_balance_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_balance_transactions_created_idx" ON "sandbox_balance_transactions" USING btree ("currency","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_provider_payout_idx" ON "ledger_transactions" USING btree ("provider_payout_id") WHERE "ledger_transactions"."provider_payout_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('provider_clearing', 'bank', 'project_raise', 'platform_fees', 'card_fees', 'processor_fees', 'investor_wallet', 'withdrawals_in_transit', 'refunds_payable', 'disputed_funds', 'platform_losses'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_asset_check" CHECK (kind not in ('disputed_funds', 'platform_losses', 'processor_fees') or balance_minor >= 0);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'payout', 'top_up', 'withdrawal', 'fee', 'disbursement', 'dispute', 'provider_payout'));