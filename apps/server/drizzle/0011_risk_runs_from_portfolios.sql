ALTER TABLE "risk_runs" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
ALTER TABLE "risk_runs" ADD CONSTRAINT "risk_runs_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_runs_portfolio_idx" ON "risk_runs" USING btree ("portfolio_id");