-- How many times each kind of figure has changed. A kept report or user list is answered again
-- only while its counter has not moved, whichever process and whichever path made the change
-- (the API, an import, a programme's enrolments, a deletion's cascade).
--
-- The triggers bump a counter at the commit of the change (deferred), once per transaction
-- (a flag local to the transaction), as the last lock the transaction takes: it is held only
-- while committing, and never while the transaction waits for another lock. The counter and the
-- change become visible together, so a report counted in between is never kept under the new count.
CREATE TABLE "change_counters" (
  "subject" text PRIMARY KEY,
  "count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "change_counters" ("subject") VALUES ('report-figures'), ('user-list');
--> statement-breakpoint
CREATE FUNCTION jal_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  flag text;
BEGIN
  FOREACH changed IN ARRAY TG_ARGV LOOP
    flag := 'jal.counted_' || replace(changed, '-', '_');
    IF coalesce(current_setting(flag, true), '') <> 'yes' THEN
      PERFORM set_config(flag, 'yes', true);
      UPDATE change_counters SET count = count + 1 WHERE subject = changed;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A truncation bumps at once (a statement trigger cannot wait for the commit); it is never part of learner traffic.
CREATE FUNCTION jal_count_truncation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE change_counters SET count = count + 1 WHERE subject = ANY (TG_ARGV);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Reports count enrolments, completions and certificates, named by course title and organization name.
CREATE CONSTRAINT TRIGGER "enrolments_added_or_removed" AFTER INSERT OR DELETE ON "enrolments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jal_count_change('report-figures');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrolments_counted_change" AFTER UPDATE ON "enrolments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.enrolled_at IS DISTINCT FROM new.enrolled_at OR old.completed_at IS DISTINCT FROM new.completed_at
    OR old.course_id IS DISTINCT FROM new.course_id OR old.user_id IS DISTINCT FROM new.user_id)
  EXECUTE FUNCTION jal_count_change('report-figures');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "certificates_added_or_removed" AFTER INSERT OR DELETE ON "certificates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jal_count_change('report-figures');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "certificates_counted_change" AFTER UPDATE ON "certificates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.issued_at IS DISTINCT FROM new.issued_at OR old.revoked_at IS DISTINCT FROM new.revoked_at
    OR old.course_id IS DISTINCT FROM new.course_id OR old.user_id IS DISTINCT FROM new.user_id)
  EXECUTE FUNCTION jal_count_change('report-figures');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_removed" AFTER DELETE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jal_count_change('report-figures');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_renamed" AFTER UPDATE ON "courses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.title IS DISTINCT FROM new.title OR old.title_translations IS DISTINCT FROM new.title_translations)
  EXECUTE FUNCTION jal_count_change('report-figures');
--> statement-breakpoint
-- The user list shows every column of a user and the name of their organization.
CREATE CONSTRAINT TRIGGER "users_added_or_removed" AFTER INSERT OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jal_count_change('user-list');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_changed" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.* IS DISTINCT FROM new.*)
  EXECUTE FUNCTION jal_count_change('user-list');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_moved" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.organization_id IS DISTINCT FROM new.organization_id)
  EXECUTE FUNCTION jal_count_change('report-figures');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organizations_added_or_removed" AFTER INSERT OR DELETE ON "organizations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jal_count_change('report-figures', 'user-list');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organizations_renamed" AFTER UPDATE ON "organizations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.name IS DISTINCT FROM new.name)
  EXECUTE FUNCTION jal_count_change('report-figures', 'user-list');
--> statement-breakpoint
CREATE TRIGGER "enrolments_truncated" AFTER TRUNCATE ON "enrolments" FOR EACH STATEMENT EXECUTE FUNCTION jal_count_truncation('report-figures');
--> statement-breakpoint
CREATE TRIGGER "certificates_truncated" AFTER TRUNCATE ON "certificates" FOR EACH STATEMENT EXECUTE FUNCTION jal_count_truncation('report-figures');
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION jal_count_truncation('report-figures', 'user-list');
--> statement-breakpoint
CREATE TRIGGER "organizations_truncated" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION jal_count_truncation('report-figures', 'user-list');
