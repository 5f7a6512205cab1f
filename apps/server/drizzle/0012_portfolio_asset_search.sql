-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension since PostgreSQL 13, so the
-- database owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "portfolio_asset_results_search_idx" ON "portfolio_asset_results" USING gin ("region" gin_trgm_ops,"country" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "portfolio_assets_search_idx" ON "portfolio_assets" USING gin ("reference" gin_trgm_ops,"address" gin_trgm_ops);
