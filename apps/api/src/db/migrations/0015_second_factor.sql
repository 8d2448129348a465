-- Two-step sign-in with an authenticator app (TOTP). The secret is sealed by the server
-- (AES-256-GCM with a key kept outside the database); recovery codes and challenges are kept as
-- SHA-256 hashes only.
CREATE TABLE "second_factors" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "sealed_secret" text NOT NULL,
  "confirmed_at" timestamp with time zone,
  "last_time_step" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_recovery_codes" (
  "code_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "second_factor_recovery_codes_user_idx" ON "second_factor_recovery_codes" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "second_factor_challenges" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "purpose" text NOT NULL CHECK ("purpose" IN ('code', 'enrol')),
  "device_platform" text,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "second_factor_challenges_user_idx" ON "second_factor_challenges" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "second_factor_challenges_expires_idx" ON "second_factor_challenges" USING btree ("expires_at");
