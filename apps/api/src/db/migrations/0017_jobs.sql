-- One durable queue for the work done after a request (email, lesson audio, video copies). A job
-- waits until `run_at`; a worker takes it with FOR UPDATE SKIP LOCKED, so among several processes
-- each job is taken by one, and holds it until `locked_until` (extended while it runs): a process
-- that dies (kill -9) lets its jobs be taken again once that time has passed. A job that failed
-- waits longer each time and, after `max_attempts`, is parked for an administrator to run again.
-- `created_by` names who asked (an import's manager) without a foreign key: an import adds
-- thousands of jobs at once, and the check of each against users would cost more than the insert.
CREATE TABLE "jobs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "status" text DEFAULT 'waiting' NOT NULL CHECK ("status" IN ('waiting', 'running', 'done', 'parked')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "max_attempts" integer DEFAULT 5 NOT NULL,
  "run_at" timestamp with time zone DEFAULT now() NOT NULL,
  "locked_by" text,
  "locked_until" timestamp with time zone,
  "last_error" text,
  "dedupe_key" text,
  "group_id" uuid,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind", "run_at") WHERE "status" = 'waiting';
--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE "status" = 'running';
--> statement-breakpoint
CREATE INDEX "jobs_group_idx" ON "jobs" USING btree ("group_id") WHERE "group_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "status" = 'done';
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_waiting_dedupe_idx" ON "jobs" USING btree ("kind", "dedupe_key") WHERE "status" = 'waiting' AND "dedupe_key" IS NOT NULL;
