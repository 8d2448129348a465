-- Lighter downloads. Each text lesson read aloud is kept in Opus beside its MP3 (a third of the
-- bytes, for the browsers that play it): null until made, so audio made before gets its copy on the
-- next run of its job. An uploaded picture records when it was stored without its metadata and given
-- its smaller copies: null for pictures uploaded before, which the start-up job prepares.
ALTER TABLE "lesson_audio" ADD COLUMN "opus_storage_path" text;--> statement-breakpoint
ALTER TABLE "lesson_audio" ADD COLUMN "opus_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "prepared_at" timestamp with time zone;
