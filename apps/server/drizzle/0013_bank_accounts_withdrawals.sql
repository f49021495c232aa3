CREATE TABLE "sandbox_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"payout_outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bank_accounts_outcome_check" CHECK (payout_outcome in ('paid', 'no_account', 'account_closed'))
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"last4" text NOT NULL,
	"fingerprint" text NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_last4_check" CHECK (last4 ~ '^[0-9]{4}$'),
	CONSTRAINT "bank_accounts_routing_check" CHECK (routing_number ~ '^[0-9]{9}$'),
	CONSTRAINT "bank_accounts_currency_check" CHECK (currency ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" DROP CONSTRAINT "wallet_withdrawals_status_check";--> statement-breakpoint
DROP INDEX "wallet_withdrawals_requested_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "send_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_fingerprint_idx" ON "bank_accounts" USING btree ("user_id","fingerprint") WHERE "bank_accounts"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_in_transit_idx" ON "wallet_withdrawals" USING btree ("send_at") WHERE "wallet_withdrawals"."status" in ('requested', 'sent');--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_bank_account_idx" ON "wallet_withdrawals" USING btree ("bank_account_id") WHERE "wallet_withdrawals"."bank_account_id" is not null;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_status_check" CHECK ("wallet_withdrawals"."status" in ('requested', 'sent', 'paid', 'failed', 'canceled'));--> statement-breakpoint
-- Withdrawals made before the hold: sent when made; those the provider already has are `sent`.
UPDATE "wallet_withdrawals" SET "send_at" = "created_at";--> statement-breakpoint
UPDATE "wallet_withdrawals" SET "status" = 'sent', "sent_at" = "created_at" WHERE "status" = 'requested' AND "provider_payout_id" IS NOT NULL;--> statement-breakpoint
-- People verified before: the name and birth date their passed session carried.
UPDATE "users" u SET
  "verified_name" = nullif(trim(concat_ws(' ', k."details"->>'firstName', k."details"->>'middleName', k."details"->>'lastName')), ''),
  "verified_date_of_birth" = CASE WHEN k."details"->>'dateOfBirth' ~ '^\d{4}-\d{2}-\d{2}$' THEN (k."details"->>'dateOfBirth')::date END
FROM "kyc_sessions" k
WHERE k."user_id" = u."id" AND k."status" = 'passed' AND u."kyc_status" = 'passed' AND k."details" IS NOT NULL;
