-- The web processes keep the session rows they read (app/utils/session-cache.server.ts). A change to
-- anything a session lookup reads tells them, with the church's id, to read that church's again.
-- The trigger's argument names the column that holds the church's id.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('session_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;

-- A new session changes no other; a new user has none yet.
CREATE TRIGGER "Session_session_changed" AFTER UPDATE OR DELETE ON "Session" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "User_session_changed" AFTER UPDATE OR DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "UserRole_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "UserRole" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "Subscription_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "Subscription" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "Church_session_changed" AFTER UPDATE OR DELETE ON "Church" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('id');
