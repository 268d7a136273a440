-- Imports write their preview and records in bulk (json: text, checked, cheaper to write than
-- jsonb; the plans stay jsonb, read inside PostgreSQL by the import). An import keeps a cursor of the rows applied; the records it created are read from those
-- rows' plans, so StudentImportRecord keeps only the records an import changed.

-- StudentImport: the cursor, from the rows applied so far (applied in row order).
ALTER TABLE "StudentImport" ADD COLUMN "appliedThroughRow" INTEGER NOT NULL DEFAULT 0;
UPDATE "StudentImport" i SET "appliedThroughRow" = COALESCE((SELECT max(r."rowNumber") FROM "StudentImportRow" r WHERE r."importId" = i."id" AND r."applied"), 0);

-- StudentImportRow: no id (the import and row number are the key); plans not yet applied are all read back.
ALTER TABLE "StudentImportRow" ADD COLUMN "changesExisting" BOOLEAN NOT NULL DEFAULT false;
UPDATE "StudentImportRow" SET "changesExisting" = true WHERE NOT "applied" AND "plan" IS NOT NULL;
DROP INDEX "StudentImportRow_importId_rowNumber_key";
-- Pages and batches read by import and row number (the key): one index less to write.
DROP INDEX "StudentImportRow_importId_outcome_rowNumber_idx";
ALTER TABLE "StudentImportRow" DROP CONSTRAINT "StudentImportRow_pkey",
DROP COLUMN "applied",
DROP COLUMN "id",
ALTER COLUMN "details" SET DATA TYPE JSON,
ADD CONSTRAINT "StudentImportRow_pkey" PRIMARY KEY ("importId", "rowNumber");

-- StudentImportRecord: only changed records, with their values before and after.
DELETE FROM "StudentImportRecord" WHERE "created";
ALTER TABLE "StudentImportRecord" DROP COLUMN "created",
DROP COLUMN "stamp",
ALTER COLUMN "before" SET NOT NULL,
ALTER COLUMN "before" SET DATA TYPE JSON,
ALTER COLUMN "after" SET DATA TYPE JSON;
