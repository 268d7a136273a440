-- CreateEnum
CREATE TYPE "CertificateBatchStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED');


-- CreateTable
CREATE TABLE "CertificateSettings" (
    "churchId" TEXT NOT NULL,
    "churchName" TEXT NOT NULL,
    "pastorName" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CertificateSettings_pkey" PRIMARY KEY ("churchId")
);

-- CreateTable
CREATE TABLE "CertificateBatch" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "classId" TEXT NOT NULL,
    "yearId" TEXT NOT NULL,
    "status" "CertificateBatchStatus" NOT NULL DEFAULT 'QUEUED',
    "churchName" TEXT NOT NULL,
    "pastorName" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "fileId" TEXT,
    "error" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "CertificateBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CertificateBatch_fileId_key" ON "CertificateBatch"("fileId");

-- CreateIndex
CREATE INDEX "CertificateBatch_churchId_createdAt_idx" ON "CertificateBatch"("churchId", "createdAt");

-- AddForeignKey
ALTER TABLE "CertificateSettings" ADD CONSTRAINT "CertificateSettings_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateBatch" ADD CONSTRAINT "CertificateBatch_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateBatch" ADD CONSTRAINT "CertificateBatch_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
