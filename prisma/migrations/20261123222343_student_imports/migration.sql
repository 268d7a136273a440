-- CreateEnum
CREATE TYPE "StudentImportStatus" AS ENUM ('VERIFYING', 'REFUSED', 'VERIFIED', 'IMPORTING', 'IMPORTED', 'ROLLING_BACK', 'ROLLED_BACK');

-- CreateEnum
CREATE TYPE "ImportRowOutcome" AS ENUM ('NEW', 'UPDATED', 'UNCHANGED', 'ERROR');

-- CreateTable
CREATE TABLE "StudentImport" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "fileId" TEXT,
    "filename" TEXT NOT NULL,
    "createdById" TEXT,
    "status" "StudentImportStatus" NOT NULL DEFAULT 'VERIFYING',
    "headers" TEXT[],
    "mapping" TEXT[],
    "message" TEXT,
    "rowsTotal" INTEGER NOT NULL DEFAULT 0,
    "rowsDone" INTEGER NOT NULL DEFAULT 0,
    "newCount" INTEGER NOT NULL DEFAULT 0,
    "updatedCount" INTEGER NOT NULL DEFAULT 0,
    "unchangedCount" INTEGER NOT NULL DEFAULT 0,
    "errorCount" INTEGER NOT NULL DEFAULT 0,
    "verifiedAt" TIMESTAMP(3),
    "importedAt" TIMESTAMP(3),
    "importedById" TEXT,
    "rolledBackAt" TIMESTAMP(3),
    "rolledBackById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudentImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentImportRow" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "outcome" "ImportRowOutcome" NOT NULL,
    "name" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "plan" JSONB,
    "applied" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "StudentImportRow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentImportRecord" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "created" BOOLEAN NOT NULL,
    "before" JSONB,
    "after" JSONB NOT NULL,
    "stamp" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudentImportRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StudentImport_churchId_createdAt_idx" ON "StudentImport"("churchId", "createdAt");

-- CreateIndex
CREATE INDEX "StudentImportRow_importId_outcome_rowNumber_idx" ON "StudentImportRow"("importId", "outcome", "rowNumber");

-- CreateIndex
CREATE UNIQUE INDEX "StudentImportRow_importId_rowNumber_key" ON "StudentImportRow"("importId", "rowNumber");

-- CreateIndex
CREATE INDEX "StudentImportRecord_churchId_model_recordId_idx" ON "StudentImportRecord"("churchId", "model", "recordId");

-- CreateIndex
CREATE UNIQUE INDEX "StudentImportRecord_importId_model_recordId_key" ON "StudentImportRecord"("importId", "model", "recordId");

-- AddForeignKey
ALTER TABLE "StudentImport" ADD CONSTRAINT "StudentImport_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentImport" ADD CONSTRAINT "StudentImport_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentImportRow" ADD CONSTRAINT "StudentImportRow_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentImportRow" ADD CONSTRAINT "StudentImportRow_importId_fkey" FOREIGN KEY ("importId") REFERENCES "StudentImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentImportRecord" ADD CONSTRAINT "StudentImportRecord_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentImportRecord" ADD CONSTRAINT "StudentImportRecord_importId_fkey" FOREIGN KEY ("importId") REFERENCES "StudentImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
