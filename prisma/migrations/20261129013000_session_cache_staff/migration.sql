-- The Weddings area's sidebar lists the church's priests and deacons on every page
-- (app/modules/weddings/priest-selection.server.ts), kept with the session's reads
-- (20261127040000_session_cache_notify): a staff member added, removed, renamed, or whose role or
-- status changed tells the web processes, with the church's id. Other edits (e-mail, phone) change
-- nothing the sidebar shows.
CREATE TRIGGER "Staff_session_added" AFTER INSERT ON "Staff" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "Staff_session_removed" AFTER DELETE ON "Staff" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "Staff_session_changed" AFTER UPDATE OF "churchId", "firstname", "middlename", "lastname", "role", "status" ON "Staff" FOR EACH ROW
  WHEN (OLD."churchId" IS DISTINCT FROM NEW."churchId" OR OLD."firstname" IS DISTINCT FROM NEW."firstname" OR OLD."middlename" IS DISTINCT FROM NEW."middlename"
    OR OLD."lastname" IS DISTINCT FROM NEW."lastname" OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "notify_session_changed"('churchId');
