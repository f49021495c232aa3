CREATE TABLE "account_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"payment_id" uuid,
	"top_up_id" uuid,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "account_reviews_reason_check" CHECK ("account_reviews"."reason" in ('dispute_lost')),
	CONSTRAINT "account_reviews_target_check" CHECK ((payment_id is null) <> (top_up_id is null)),
	CONSTRAINT "account_reviews_resolved_check" CHECK ((resolved_at is null) = (resolution is null) and (resolved_at is null) = (resolved_by is null))
);
--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_top_up_id_wallet_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."wallet_top_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_reviews_open_idx" ON "account_reviews" USING btree ("user_id") WHERE "account_reviews"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_reviews_payment_idx" ON "account_reviews" USING btree ("reason","payment_id") WHERE "account_reviews"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_reviews_top_up_idx" ON "account_reviews" USING btree ("reason","top_up_id") WHERE "account_reviews"."top_up_id" is not null;--> statement-breakpoint
-- Chargebacks lost before reviews existed are flagged too (invariant disputes.lost_reviewed).
INSERT INTO "account_reviews" ("user_id", "reason", "payment_id", "amount_minor", "currency")
SELECT "user_id", 'dispute_lost', "id", "total_minor", "currency" FROM "payments" WHERE "dispute_status" = 'lost';--> statement-breakpoint
INSERT INTO "account_reviews" ("user_id", "reason", "top_up_id", "amount_minor", "currency")
SELECT "user_id", 'dispute_lost', "id", "amount_minor" + "card_fee_minor", "currency" FROM "wallet_top_ups" WHERE "dispute_status" = 'lost';
