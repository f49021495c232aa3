CREATE TABLE "provider_balance_transactions" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_balance_transactions_provider_id_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
CREATE INDEX "provider_balance_transactions_created_idx" ON "provider_balance_transactions" USING btree ("provider","currency","created_at");--> statement-breakpoint
CREATE INDEX "provider_balance_transactions_reference_idx" ON "provider_balance_transactions" USING btree ("reference");