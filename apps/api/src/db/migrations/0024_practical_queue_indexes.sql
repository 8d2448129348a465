-- The review queue of every organization (administrators) narrowed by a course or by a signal:
-- without these, counting the waiting submissions of a course, or those carrying a flag, read every
-- submission of the table.
CREATE INDEX "practical_submissions_course_queue_idx" ON "practical_submissions" USING btree ("course_id","state","received_at");--> statement-breakpoint
CREATE INDEX "practical_submissions_flags_idx" ON "practical_submissions" USING gin ((signals -> 'flags') jsonb_path_ops);
