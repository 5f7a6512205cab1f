CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"analysis_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "risk_runs" ADD COLUMN "engine_version" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_runs" ADD COLUMN "field_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_runs" ADD COLUMN "revision_group_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_analysis_idx" ON "orders" USING btree ("analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_reference_idx" ON "orders" USING btree ("provider","provider_reference");--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_run_id_risk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."risk_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_run_idx" ON "analyses" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "risk_runs_revision_group_idx" ON "risk_runs" USING btree ("revision_group_id");--> statement-breakpoint
CREATE INDEX "risk_runs_created_idx" ON "risk_runs" USING btree ("created_at");