-- When each chunk was written: chunks no object names and older than a day were left by a
-- process stopped half-way through a file, and the purge removes them. Existing chunks count as
-- written now, so none is taken for unfinished before a day has passed.
ALTER TABLE "media_chunks" ADD COLUMN "written_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Finding a blob's object when looking for chunks nothing names.
CREATE INDEX "media_objects_blob_idx" ON "media_objects" ("blob");
