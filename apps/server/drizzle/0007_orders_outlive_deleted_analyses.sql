ALTER TABLE "orders" DROP CONSTRAINT "orders_analysis_id_analyses_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "analysis_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;