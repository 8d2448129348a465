-- Field practicals. What a learner sends back from the field: the place, the phone's times, the
-- numbers and a voice note, with a state and a version a review will change; its photos, stored
-- without metadata, keep beside them what their EXIF said and the hashes that find a photo sent before.
CREATE TABLE "practical_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_path" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbnail_path" text NOT NULL,
	"thumbnail_size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"difference_hash" bigint NOT NULL,
	"exif_taken_at" timestamp with time zone,
	"exif_latitude" double precision,
	"exif_longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "practical_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"organization_id" uuid,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"feedback" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_metres" double precision,
	"place_captured_at" timestamp with time zone,
	"numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voice_storage_path" text,
	"voice_size_bytes" integer,
	"voice_duration_seconds" double precision,
	"signals" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practical_photos" ADD CONSTRAINT "practical_photos_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_photos" ADD CONSTRAINT "practical_photos_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_reviewed_by_fkey" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practical_photos_submission_position_unique" ON "practical_photos" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "practical_photos_sha256_idx" ON "practical_photos" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "practical_photos_lesson_idx" ON "practical_photos" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practical_submissions_user_key_unique" ON "practical_submissions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "practical_submissions_user_lesson_idx" ON "practical_submissions" USING btree ("user_id","lesson_id","received_at");--> statement-breakpoint
CREATE INDEX "practical_submissions_lesson_captured_idx" ON "practical_submissions" USING btree ("lesson_id","place_captured_at") WHERE place_captured_at is not null;