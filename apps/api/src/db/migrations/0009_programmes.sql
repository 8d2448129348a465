CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "batches_organization_name_unique" ON "batches" USING btree ("organization_id",lower("name"));
--> statement-breakpoint
CREATE TABLE "batch_courses" (
	"batch_id" uuid NOT NULL REFERENCES "batches"("id") ON DELETE cascade,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"due_on" date,
	CONSTRAINT "batch_courses_batch_id_course_id_pk" PRIMARY KEY("batch_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "batch_members" (
	"batch_id" uuid NOT NULL REFERENCES "batches"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_members_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "batch_members_user_idx" ON "batch_members" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_due_soon_unique" ON "notifications" USING btree ("user_id",("payload"->>'courseId'),("payload"->>'dueOn')) WHERE "kind" = 'due-soon';
