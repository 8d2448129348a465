ALTER TABLE "users" ADD COLUMN "preferred_language" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "font_size" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_data" boolean;
--> statement-breakpoint
CREATE TABLE "consents" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"notice_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_user_id_notice_version_pk" PRIMARY KEY("user_id","notice_version")
);
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "name_removed_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "lesson_audio" (
	"lesson_id" uuid NOT NULL REFERENCES "lessons"("id") ON DELETE cascade,
	"language" text NOT NULL,
	"text_hash" text NOT NULL,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_audio_lesson_id_language_pk" PRIMARY KEY("lesson_id","language")
);
