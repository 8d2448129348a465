ALTER TABLE "practical_submissions" ADD COLUMN "marks" jsonb;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD COLUMN "score" integer;--> statement-breakpoint
CREATE INDEX "practical_submissions_org_queue_idx" ON "practical_submissions" USING btree ("organization_id","state","received_at");--> statement-breakpoint
CREATE INDEX "practical_submissions_queue_idx" ON "practical_submissions" USING btree ("state","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practical_submissions_one_open_unique" ON "practical_submissions" USING btree ("user_id","lesson_id") WHERE state in ('submitted', 'accepted');