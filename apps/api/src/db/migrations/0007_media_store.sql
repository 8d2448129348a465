CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"blob" uuid NOT NULL,
	"size_bytes" bigint NOT NULL,
	"chunk_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_chunks" (
	"blob" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "media_chunks_blob_chunk_pk" PRIMARY KEY("blob","chunk")
);
--> statement-breakpoint
-- Chunks are read straight from their rows: compressing video or MP3 again gains nothing.
ALTER TABLE "media_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
