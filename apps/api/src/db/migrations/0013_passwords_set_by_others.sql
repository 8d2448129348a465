ALTER TABLE "users" ADD COLUMN "password_expires_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "password_expires_at" = "updated_at" + interval '14 days' WHERE "must_change_password";
