ALTER TABLE "project_documents" DROP CONSTRAINT "project_documents_kind_check";--> statement-breakpoint
ALTER TABLE "business_change_requests" DROP CONSTRAINT "business_change_requests_kind_check";--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_kind_check" CHECK ("project_documents"."kind" in ('business_plan', 'term_sheet', 'financial_statements', 'pitch_deck', 'legal_opinion', 'incorporation', 'licence'));--> statement-breakpoint
ALTER TABLE "business_change_requests" ADD CONSTRAINT "business_change_requests_kind_check" CHECK ("business_change_requests"."kind" in ('edit', 'review', 'update', 'media'));