-- CreateEnum
CREATE TYPE "RegistrationSource" AS ENUM ('OFFICE', 'ONLINE');

-- CreateEnum
CREATE TYPE "RegistrationReview" AS ENUM ('PENDING', 'ACCEPTED');

-- DropIndex

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "parentId" TEXT;

-- AlterTable
ALTER TABLE "Parent" ADD COLUMN     "address" TEXT,
ADD COLUMN     "address2" TEXT,
ADD COLUMN     "city" TEXT,
ADD COLUMN     "locale" TEXT,
ADD COLUMN     "state" TEXT,
ADD COLUMN     "zip" TEXT;

-- AlterTable
ALTER TABLE "Registration" ADD COLUMN     "draftId" TEXT,
ADD COLUMN     "review" "RegistrationReview",
ADD COLUMN     "source" "RegistrationSource" NOT NULL DEFAULT 'OFFICE';

-- AlterTable
ALTER TABLE "StudentDocument" ADD COLUMN     "uploadedByParentId" TEXT;

-- CreateTable
CREATE TABLE "RegistrationSettings" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "publicId" TEXT NOT NULL,
    "opensOn" DATE,
    "closesOn" DATE,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "tuitionCents" INTEGER NOT NULL DEFAULT 0,
    "siblingDiscountCents" INTEGER NOT NULL DEFAULT 0,
    "familyMaxCents" INTEGER,
    "askBirthCertificate" BOOLEAN NOT NULL DEFAULT true,
    "askBaptismalCertificate" BOOLEAN NOT NULL DEFAULT true,
    "askPhotographyPermission" BOOLEAN NOT NULL DEFAULT true,
    "askSafetyClassPermission" BOOLEAN NOT NULL DEFAULT true,
    "welcomeMessage" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegistrationSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrationClassTuition" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "schoolClassId" TEXT NOT NULL,
    "tuitionCents" INTEGER NOT NULL,

    CONSTRAINT "RegistrationClassTuition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrationDraft" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "data" JSONB NOT NULL DEFAULT '{}',
    "parentId" TEXT,
    "submittedAt" TIMESTAMP(3),
    "result" JSONB,
    "ip" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegistrationDraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationSettings_schoolYearId_key" ON "RegistrationSettings"("schoolYearId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationSettings_publicId_key" ON "RegistrationSettings"("publicId");

-- CreateIndex
CREATE INDEX "RegistrationSettings_churchId_idx" ON "RegistrationSettings"("churchId");

-- CreateIndex
CREATE INDEX "RegistrationClassTuition_churchId_idx" ON "RegistrationClassTuition"("churchId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationClassTuition_schoolYearId_schoolClassId_key" ON "RegistrationClassTuition"("schoolYearId", "schoolClassId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationDraft_tokenHash_key" ON "RegistrationDraft"("tokenHash");

-- CreateIndex
CREATE INDEX "RegistrationDraft_churchId_schoolYearId_idx" ON "RegistrationDraft"("churchId", "schoolYearId");

-- CreateIndex
CREATE INDEX "RegistrationDraft_createdAt_idx" ON "RegistrationDraft"("createdAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_parentId_createdAt_idx" ON "EmailOutbox"("parentId", "createdAt");

-- CreateIndex
CREATE INDEX "Parent_churchId_email_idx" ON "Parent"("churchId", "email");

-- CreateIndex
CREATE INDEX "Registration_churchId_schoolYearId_review_idx" ON "Registration"("churchId", "schoolYearId", "review");

-- AddForeignKey
ALTER TABLE "EmailOutbox" ADD CONSTRAINT "EmailOutbox_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_schoolYearId_fkey" FOREIGN KEY ("schoolYearId") REFERENCES "SchoolYear"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationClassTuition" ADD CONSTRAINT "RegistrationClassTuition_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationClassTuition" ADD CONSTRAINT "RegistrationClassTuition_schoolYearId_fkey" FOREIGN KEY ("schoolYearId") REFERENCES "SchoolYear"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationClassTuition" ADD CONSTRAINT "RegistrationClassTuition_schoolClassId_fkey" FOREIGN KEY ("schoolClassId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationDraft" ADD CONSTRAINT "RegistrationDraft_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationDraft" ADD CONSTRAINT "RegistrationDraft_schoolYearId_fkey" FOREIGN KEY ("schoolYearId") REFERENCES "SchoolYear"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentDocument" ADD CONSTRAINT "StudentDocument_uploadedByParentId_fkey" FOREIGN KEY ("uploadedByParentId") REFERENCES "Parent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Amounts are never negative; a family maximum is positive.
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_amounts" CHECK ("tuitionCents" >= 0 AND "siblingDiscountCents" >= 0 AND ("familyMaxCents" IS NULL OR "familyMaxCents" > 0));
ALTER TABLE "RegistrationClassTuition" ADD CONSTRAINT "RegistrationClassTuition_amount" CHECK ("tuitionCents" >= 0);
ALTER TABLE "Parent" ADD CONSTRAINT "Parent_locale" CHECK ("locale" IS NULL OR "locale" IN ('en', 'es'));
ALTER TABLE "RegistrationDraft" ADD CONSTRAINT "RegistrationDraft_locale" CHECK ("locale" IN ('en', 'es'));
