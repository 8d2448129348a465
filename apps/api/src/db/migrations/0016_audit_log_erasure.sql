-- Security events name the account they are about (its email, the address and the browser). When
-- its holder erases the account, the entries stay and stop naming the person: blanking those three
-- columns is the one change the audit log takes. Anything else is refused, as before.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
		AND NEW.actor_email IS NULL AND NEW.address IS NULL AND NEW.user_agent IS NULL
		AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.action = OLD.action
		AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.actor_role IS NOT DISTINCT FROM OLD.actor_role
		AND NEW.target_type IS NOT DISTINCT FROM OLD.target_type AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
		AND NEW.details IS NOT DISTINCT FROM OLD.details THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
