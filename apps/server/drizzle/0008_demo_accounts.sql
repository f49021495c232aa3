CREATE TABLE "demo_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_visits_role_check" CHECK ("demo_visits"."role" in ('investor', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "demo_visit_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo_visit_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "demo_visits_expires_idx" ON "demo_visits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_demo_visit_id_demo_visits_id_fk" FOREIGN KEY ("demo_visit_id") REFERENCES "public"."demo_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_demo_visit_id_demo_visits_id_fk" FOREIGN KEY ("demo_visit_id") REFERENCES "public"."demo_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_demo_visit_idx" ON "projects" USING btree ("demo_visit_id") WHERE "projects"."demo_visit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_demo_visit_idx" ON "users" USING btree ("demo_visit_id") WHERE "users"."demo_visit_id" IS NOT NULL;--> statement-breakpoint
-- Append-only rows (the ledger, payment events, payouts and the audit log) are never updated or
-- deleted, with one exception: the demo purge (modules/demo) removes an expired /demo visit with
-- everything it did. It names the visit in the transaction-local setting grove.demo_purge, and a
-- delete passes only while that setting names a visit that has expired.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purging text := current_setting('grove.demo_purge', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(purging, '') <> ''
     AND EXISTS (SELECT 1 FROM demo_visits WHERE id::text = purging AND expires_at <= now()) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
