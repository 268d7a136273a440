-- CreateEnum
CREATE TYPE "WeddingBaptismStatus" AS ENUM ('BAPTIZED_CATHOLIC', 'BAPTIZED_ORTHODOX', 'BAPTIZED_PROTESTANT', 'NOT_BAPTIZED');

-- CreateEnum
CREATE TYPE "PriorMarriage" AS ENUM ('CIVIL_WEDDING', 'CHURCH_WEDDING');

-- CreateEnum
CREATE TYPE "WeddingDocumentKind" AS ENUM ('FORM_A', 'LACK_OF_FORM', 'DISPENSATION', 'GROOM_BAPTISM_CERT', 'BRIDE_BAPTISM_CERT', 'WITNESS_FORMS', 'GROOM_DOMICILE_PERMISSION', 'BRIDE_DOMICILE_PERMISSION');

-- DropIndex

-- CreateTable
CREATE TABLE "Wedding" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "weddingDate" TIMESTAMP(3) NOT NULL,
    "priestId" TEXT,
    "groomFirstName" TEXT NOT NULL,
    "groomLastName" TEXT NOT NULL,
    "groomSearchName" TEXT NOT NULL,
    "brideFirstName" TEXT NOT NULL,
    "brideLastName" TEXT NOT NULL,
    "brideSearchName" TEXT NOT NULL,
    "groomBaptismStatus" "WeddingBaptismStatus",
    "brideBaptismStatus" "WeddingBaptismStatus",
    "groomWithinParish" BOOLEAN NOT NULL DEFAULT true,
    "brideWithinParish" BOOLEAN NOT NULL DEFAULT true,
    "groomParish" TEXT,
    "brideParish" TEXT,
    "groomPriorMarriage" "PriorMarriage",
    "groomPriorMarriage2" "PriorMarriage",
    "bridePriorMarriage" "PriorMarriage",
    "bridePriorMarriage2" "PriorMarriage",
    "formA" BOOLEAN NOT NULL DEFAULT false,
    "lackOfForm" BOOLEAN NOT NULL DEFAULT false,
    "groomBaptismCert" BOOLEAN NOT NULL DEFAULT false,
    "brideBaptismCert" BOOLEAN NOT NULL DEFAULT false,
    "witnessForms" BOOLEAN NOT NULL DEFAULT false,
    "pastorApprovedOn" DATE,
    "dispensationOn" DATE,
    "groomDomicilePermissionOn" DATE,
    "brideDomicilePermissionOn" DATE,
    "witness1" TEXT,
    "witness2" TEXT,
    "diocese" TEXT,
    "feeAgreedCents" INTEGER NOT NULL DEFAULT 0,
    "feePaidCents" INTEGER NOT NULL DEFAULT 0,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Wedding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WeddingDocument" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "kind" "WeddingDocumentKind" NOT NULL,
    "fileId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WeddingDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Wedding_churchId_weddingDate_idx" ON "Wedding"("churchId", "weddingDate");

-- CreateIndex
CREATE INDEX "Wedding_churchId_priestId_weddingDate_idx" ON "Wedding"("churchId", "priestId", "weddingDate");

-- CreateIndex
CREATE INDEX "Wedding_priestId_idx" ON "Wedding"("priestId");

-- CreateIndex
CREATE UNIQUE INDEX "WeddingDocument_fileId_key" ON "WeddingDocument"("fileId");

-- CreateIndex
CREATE INDEX "WeddingDocument_churchId_idx" ON "WeddingDocument"("churchId");

-- CreateIndex
CREATE UNIQUE INDEX "WeddingDocument_weddingId_kind_key" ON "WeddingDocument"("weddingId", "kind");

-- AddForeignKey
ALTER TABLE "Wedding" ADD CONSTRAINT "Wedding_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Wedding" ADD CONSTRAINT "Wedding_priestId_fkey" FOREIGN KEY ("priestId") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WeddingDocument" ADD CONSTRAINT "WeddingDocument_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WeddingDocument" ADD CONSTRAINT "WeddingDocument_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "Wedding"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WeddingDocument" ADD CONSTRAINT "WeddingDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
