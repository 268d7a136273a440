-- A registration's absences, counted as they are recorded and removed: the home page's 'attendance
-- issues' and the attendance pages read this number, where they counted every absence of the year
-- on every request (docs/performance.md, eleventh round). Triggers keep it whatever writes the
-- absences (the wizard, a removal, a deleted registration or student, an import's rollback).
ALTER TABLE "Registration" ADD COLUMN "absenceCount" INTEGER NOT NULL DEFAULT 0;

UPDATE "Registration" r SET "absenceCount" = a.n
FROM (SELECT "registrationId", COUNT(*)::int AS n FROM "Absence" GROUP BY 1) a
WHERE r.id = a."registrationId";

-- Once a statement, from its transition tables (a wizard's 40 absences are one call): each
-- registration's count changes by its number of rows, one update by primary key each, in id order,
-- so that two statements touching the same registrations wait for each other instead of deadlocking.
CREATE FUNCTION "absence_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  registration text;
  n int;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR registration, n IN SELECT "registrationId", COUNT(*)::int FROM added GROUP BY 1 ORDER BY 1 LOOP
      UPDATE "Registration" SET "absenceCount" = "absenceCount" + n WHERE id = registration;
    END LOOP;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    FOR registration, n IN SELECT "registrationId", COUNT(*)::int FROM removed GROUP BY 1 ORDER BY 1 LOOP
      UPDATE "Registration" SET "absenceCount" = "absenceCount" - n WHERE id = registration;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Absence_count_added" AFTER INSERT ON "Absence" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "absence_count_changed"();
CREATE TRIGGER "Absence_count_removed" AFTER DELETE ON "Absence" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "absence_count_changed"();
CREATE TRIGGER "Absence_count_moved" AFTER UPDATE ON "Absence" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "absence_count_changed"();
