-- The review queue filtered by a signal (`flag`): an index of each submission's flags, so the
-- waiting submissions carrying one are found without reading every submission's signals.
CREATE INDEX "practical_submissions_flags_idx" ON "practical_submissions" USING gin ((signals -> 'flags') jsonb_path_ops);
