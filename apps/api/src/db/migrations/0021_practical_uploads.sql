-- A field practical's files sent in pieces: each upload's declared size and SHA-256, the bytes
-- held so far, and where its pieces wait in the media store until a submission is made from them.
CREATE TABLE "practical_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"received_bytes" integer DEFAULT 0 NOT NULL,
	"pieces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practical_uploads" ADD CONSTRAINT "practical_uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practical_uploads_user_idx" ON "practical_uploads" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "practical_uploads_updated_idx" ON "practical_uploads" USING btree ("updated_at");