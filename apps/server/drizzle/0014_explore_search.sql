-- Explore's search (issue 22): trigrams find a part of a word through an index.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- What a search compares: lower case; a Latin letter's accents taken off ("Cà phê" is "ca phe",
-- "Đà Lạt" is "da lat"), while Cyrillic keeps its letters (й stays й) except ё, read as е.
-- Immutable as a generated column needs: it depends only on its argument (and on the database's
-- UTF-8 character classes, which do not change under it).
CREATE FUNCTION grove_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT replace(replace(
      normalize(regexp_replace(normalize(lower(value), NFD), '([a-z])[\u0300-\u036f]+', '\1', 'g'), NFC),
      'đ', 'd'), 'ё', 'е')
  $$;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (grove_search_fold(coalesce(name->>'en', '') || E'\n' || coalesce(name->>'vi', '') || E'\n' || coalesce(name->>'ru', '') || E'\n' || coalesce(description->>'en', '') || E'\n' || coalesce(description->>'vi', '') || E'\n' || coalesce(description->>'ru', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "location_text" text GENERATED ALWAYS AS (grove_search_fold(coalesce(location->>'en', '') || E'\n' || coalesce(location->>'vi', '') || E'\n' || coalesce(location->>'ru', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_catalogue_search_idx" ON "projects" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE published_at IS NOT NULL AND demo_visit_id IS NULL;--> statement-breakpoint
CREATE INDEX "projects_catalogue_location_idx" ON "projects" USING gin ("location_text" gin_trgm_ops) WITH (fastupdate=false) WHERE published_at IS NOT NULL AND demo_visit_id IS NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" in ('USD', 'EUR', 'GBP', 'VND'));