CREATE TABLE "annual_statement_notices" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "annual_statement_notices_user_id_year_pk" PRIMARY KEY("user_id","year"),
	CONSTRAINT "annual_statement_notices_year_check" CHECK ("annual_statement_notices"."year" >= 2000)
);
--> statement-breakpoint
ALTER TABLE "annual_statement_notices" ADD CONSTRAINT "annual_statement_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;