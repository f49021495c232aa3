CREATE TABLE "disbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disbursements_amount_check" CHECK (amount_minor > 0),
	CONSTRAINT "disbursements_currency_check" CHECK (currency ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "disbursement_id" uuid;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disbursements_project_idx" ON "disbursements" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disbursements_reference_idx" ON "disbursements" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_disbursement_id_disbursements_id_fk" FOREIGN KEY ("disbursement_id") REFERENCES "public"."disbursements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_disbursement_idx" ON "ledger_transactions" USING btree ("disbursement_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'payout', 'top_up', 'withdrawal', 'fee', 'disbursement'));--> statement-breakpoint
-- A ledger transaction belongs to at most one payment, payout, top-up, withdrawal or disbursement.
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_one_reference_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_one_reference_check"
  CHECK (num_nonnulls(payment_id, payout_id, top_up_id, withdrawal_id, disbursement_id) <= 1);--> statement-breakpoint
CREATE TRIGGER disbursements_append_only BEFORE UPDATE OR DELETE ON disbursements
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
