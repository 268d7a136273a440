-- The session lookup also reads the user's teacher record (the teacher portal's guard): a teacher
-- linked to a user, unlinked or moved tells the web processes, as the other tables read do
-- (20261127040000_session_cache_notify). A teacher's other edits change no session.
CREATE TRIGGER "Teacher_session_linked" AFTER INSERT ON "Teacher" FOR EACH ROW WHEN (NEW."userId" IS NOT NULL) EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "Teacher_session_unlinked" AFTER DELETE ON "Teacher" FOR EACH ROW WHEN (OLD."userId" IS NOT NULL) EXECUTE FUNCTION "notify_session_changed"('churchId');
CREATE TRIGGER "Teacher_session_changed" AFTER UPDATE OF "userId", "churchId" ON "Teacher" FOR EACH ROW
  WHEN (OLD."userId" IS DISTINCT FROM NEW."userId" OR OLD."churchId" IS DISTINCT FROM NEW."churchId") EXECUTE FUNCTION "notify_session_changed"('churchId');
