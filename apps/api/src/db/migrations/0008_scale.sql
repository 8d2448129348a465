CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jal_text_values(doc jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(value, E'\n'), '') FROM jsonb_each_text(doc)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jal_uuids_in(doc text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT m[1]), '{}') FROM regexp_matches(doc, '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS m
$$;
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((name || E'\n' || email || E'\n' || coalesce(name_variants->>'hindi', '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_email_idx" ON "users" USING btree ("name", "email");
--> statement-breakpoint
DROP INDEX IF EXISTS "courses_status_order_idx";
--> statement-breakpoint
CREATE INDEX "courses_status_order_idx" ON "courses" USING btree ("status", "sort_order", "created_at");
--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ((title || E'\n' || jal_text_values(title_translations)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "lessons_media_ids_idx" ON "lessons" USING gin (jal_uuids_in(content::text));
--> statement-breakpoint
CREATE INDEX "enrolments_enrolled_at_idx" ON "enrolments" USING btree ("enrolled_at") INCLUDE ("course_id", "user_id");
--> statement-breakpoint
CREATE INDEX "enrolments_completed_at_idx" ON "enrolments" USING btree ("completed_at") INCLUDE ("course_id", "user_id") WHERE "completed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "certificates_issued_at_idx" ON "certificates" USING btree ("issued_at") INCLUDE ("course_id", "user_id") WHERE "revoked_at" IS NULL;
