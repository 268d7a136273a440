-- Imports write their preview and records in bulk (json: text, checked, cheaper to write than
-- jsonb); a row knows when it was applied, and the records it created are read from its plan, so
-- StudentImportRecord keeps only the records an import changed.

-- StudentImportRow: applied -> appliedAt (the created records' updatedAt, taken from the records kept so far).
ALTER TABLE "StudentImportRow" ADD COLUMN "appliedAt" TIMESTAMP(3);
UPDATE "StudentImportRow" r SET "appliedAt" = COALESCE(
  (SELECT max(c."stamp") FROM "StudentImportRecord" c WHERE c."importId" = r."importId" AND c."recordId" = (r."plan"->'student'->>'id')),
  (SELECT i."importedAt" FROM "StudentImport" i WHERE i."id" = r."importId"),
  CURRENT_TIMESTAMP)
WHERE r."applied";
DROP INDEX "StudentImportRow_importId_rowNumber_key";
ALTER TABLE "StudentImportRow" DROP CONSTRAINT "StudentImportRow_pkey",
DROP COLUMN "applied",
DROP COLUMN "id",
ALTER COLUMN "details" SET DATA TYPE JSON,
ALTER COLUMN "plan" SET DATA TYPE JSON,
ADD CONSTRAINT "StudentImportRow_pkey" PRIMARY KEY ("importId", "rowNumber");

-- StudentImportRecord: only changed records, with their values before and after.
DELETE FROM "StudentImportRecord" WHERE "created";
ALTER TABLE "StudentImportRecord" DROP COLUMN "created",
DROP COLUMN "stamp",
ALTER COLUMN "before" SET NOT NULL,
ALTER COLUMN "before" SET DATA TYPE JSON,
ALTER COLUMN "after" SET DATA TYPE JSON;
