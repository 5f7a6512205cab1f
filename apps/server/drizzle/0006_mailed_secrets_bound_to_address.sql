ALTER TABLE "api_keys" ADD COLUMN "mailed_to" text;--> statement-breakpoint
-- A key still marked as proving an address was mailed to the account's present address: an e-mail
-- change cleared the mark.
UPDATE "api_keys" SET "mailed_to" = "accounts"."username" FROM "accounts" WHERE "accounts"."id" = "api_keys"."account_id" AND "api_keys"."verifies_email";--> statement-breakpoint
-- Codes and reset tokens do not record the address they were mailed to, and one mailed before an
-- e-mail change would prove the new address: they end here (they live an hour at most; a new one
-- is a click away).
DELETE FROM "one_time_secrets";--> statement-breakpoint
ALTER TABLE "one_time_secrets" ADD COLUMN "mailed_to" text NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" DROP COLUMN "verifies_email";
