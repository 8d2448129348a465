-- Each text lesson read aloud is kept in Opus beside its MP3: a third of the bytes, for the browsers
-- that play it. Null until made: audio made before this migration gets its copy on the next run of its job.
ALTER TABLE "lesson_audio" ADD COLUMN "opus_storage_path" text;--> statement-breakpoint
ALTER TABLE "lesson_audio" ADD COLUMN "opus_size_bytes" integer;
