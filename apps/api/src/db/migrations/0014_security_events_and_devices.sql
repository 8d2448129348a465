ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_unique" ON "sessions" USING btree ("id");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;
