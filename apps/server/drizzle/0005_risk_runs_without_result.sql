ALTER TABLE "risk_runs" ALTER COLUMN "analysis_gzip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_runs" ADD COLUMN "engine_context" jsonb;