CREATE TABLE "portfolio_asset_results" (
	"portfolio_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"value_at_risk" "bytea",
	"current_rating" text,
	"end_of_life_rating" text,
	"end_of_life_value_at_risk" double precision,
	"country" text,
	"region" text,
	"failure_reason" text,
	CONSTRAINT "portfolio_asset_results_portfolio_id_index_pk" PRIMARY KEY("portfolio_id","index")
);
--> statement-breakpoint
CREATE TABLE "portfolio_assets" (
	"portfolio_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"chunk" integer NOT NULL,
	"line" integer NOT NULL,
	"reference" text,
	"address" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"asset_type" text NOT NULL,
	"value" double precision NOT NULL,
	"request" jsonb NOT NULL,
	CONSTRAINT "portfolio_assets_portfolio_id_index_pk" PRIMARY KEY("portfolio_id","index")
);
--> statement-breakpoint
CREATE TABLE "portfolio_chunks" (
	"portfolio_id" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"assets" integer NOT NULL,
	"written_at" timestamp with time zone,
	CONSTRAINT "portfolio_chunks_portfolio_id_chunk_pk" PRIMARY KEY("portfolio_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scenario" text NOT NULL,
	"status" text NOT NULL,
	"analysis_date" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb NOT NULL,
	"rejected_rows" jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"summary" jsonb
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_asset_results" ADD CONSTRAINT "portfolio_asset_results_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_assets" ADD CONSTRAINT "portfolio_assets_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_chunks" ADD CONSTRAINT "portfolio_chunks_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_asset_results_top_idx" ON "portfolio_asset_results" USING btree ("portfolio_id","end_of_life_value_at_risk");--> statement-breakpoint
CREATE INDEX "portfolio_assets_chunk_idx" ON "portfolio_assets" USING btree ("portfolio_id","chunk");--> statement-breakpoint
CREATE INDEX "portfolios_owner_created_idx" ON "portfolios" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE set null ON UPDATE no action;