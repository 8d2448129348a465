ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_mobile" CHECK ("email" IS NOT NULL OR "mobile" IS NOT NULL);
