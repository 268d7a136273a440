-- CreateEnum
CREATE TYPE "DocumentImportStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'REFUSED', 'FAILED');

-- CreateEnum
CREATE TYPE "DocumentImportOutcome" AS ENUM ('MATCHED', 'UNMATCHED', 'REFUSED');

-- CreateTable
CREATE TABLE "DocumentImport" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "fileId" TEXT,
    "filename" TEXT NOT NULL,
    "kind" "StudentDocumentKind" NOT NULL,
    "status" "DocumentImportStatus" NOT NULL DEFAULT 'QUEUED',
    "message" TEXT,
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "matched" INTEGER NOT NULL DEFAULT 0,
    "unmatched" INTEGER NOT NULL DEFAULT 0,
    "refused" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "DocumentImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentImportFile" (
    "importId" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "entryName" TEXT NOT NULL,
    "outcome" "DocumentImportOutcome" NOT NULL,
    "studentId" TEXT,
    "studentName" TEXT,
    "message" TEXT,

    CONSTRAINT "DocumentImportFile_pkey" PRIMARY KEY ("importId","entryName")
);

-- CreateIndex
CREATE INDEX "DocumentImport_churchId_createdAt_idx" ON "DocumentImport"("churchId", "createdAt");

-- CreateIndex
CREATE INDEX "DocumentImportFile_importId_outcome_entryName_idx" ON "DocumentImportFile"("importId", "outcome", "entryName");

-- CreateIndex
CREATE INDEX "DocumentImportFile_studentId_idx" ON "DocumentImportFile"("studentId");

-- AddForeignKey
ALTER TABLE "DocumentImport" ADD CONSTRAINT "DocumentImport_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentImport" ADD CONSTRAINT "DocumentImport_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentImportFile" ADD CONSTRAINT "DocumentImportFile_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentImportFile" ADD CONSTRAINT "DocumentImportFile_importId_fkey" FOREIGN KEY ("importId") REFERENCES "DocumentImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentImportFile" ADD CONSTRAINT "DocumentImportFile_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE SET NULL ON UPDATE CASCADE;
