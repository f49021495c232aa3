DROP INDEX "projects_catalogue_search_idx";--> statement-breakpoint
DROP INDEX "projects_catalogue_location_idx";--> statement-breakpoint
CREATE INDEX "projects_catalogue_text_idx" ON "projects" USING gin ("search_text" gin_trgm_ops,"location_text" gin_trgm_ops) WITH (fastupdate=false) WHERE published_at IS NOT NULL AND demo_visit_id IS NULL;