CREATE TABLE "media_variants" (
	"media_id" uuid NOT NULL REFERENCES "media_files"("id") ON DELETE cascade,
	"quality" text NOT NULL,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_media_id_quality_pk" PRIMARY KEY("media_id","quality")
);
--> statement-breakpoint
CREATE TABLE "offline_downloads" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_downloads_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "sync_receipts" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"key" uuid NOT NULL,
	"type" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_receipts_user_id_key_pk" PRIMARY KEY("user_id","key")
);
