CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"old_token_hash" text NOT NULL,
	"new_token_hash" text,
	"old_confirmed_at" timestamp with time zone,
	"new_confirmed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_expiry_check" CHECK ("email_changes"."expires_at" > "email_changes"."created_at")
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_opt_outs_kind_check" CHECK ("email_opt_outs"."kind" in ('security', 'money', 'account', 'business_updates', 'openings')),
	CONSTRAINT "email_opt_outs_optional_check" CHECK ("email_opt_outs"."kind" not in ('security', 'money'))
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_old_token_idx" ON "email_changes" USING btree ("old_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_new_token_idx" ON "email_changes" USING btree ("new_token_hash") WHERE "email_changes"."new_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_kind_check" CHECK ("mail_messages"."kind" in ('security', 'money', 'account', 'business_updates', 'openings'));