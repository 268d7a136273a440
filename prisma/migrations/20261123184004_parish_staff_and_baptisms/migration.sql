-- CreateEnum
CREATE TYPE "StaffPersonType" AS ENUM ('Clergy', 'Religious', 'Lay');

-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('Priest', 'Deacon', 'Director', 'Coordinator', 'Secretary', 'Bookkeeper', 'Other');

-- CreateEnum
CREATE TYPE "StaffStatus" AS ENUM ('Active', 'Inactive');

-- CreateEnum
CREATE TYPE "BaptismDocumentKind" AS ENUM ('birthCertificate', 'allParentDocs', 'godmotherDocs', 'godfatherDocs');

-- CreateTable
CREATE TABLE "Staff" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "personType" "StaffPersonType" NOT NULL,
    "role" "StaffRole" NOT NULL,
    "status" "StaffStatus" NOT NULL DEFAULT 'Active',
    "email" TEXT,
    "phone" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BaptismDate" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "date" TIMESTAMP(3) NOT NULL,
    "officiantId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BaptismDate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Baptism" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "baptismDateId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "dateOfBirth" DATE NOT NULL,
    "motherFirstname" TEXT,
    "motherMiddlename" TEXT,
    "motherLastname" TEXT,
    "fatherFirstname" TEXT,
    "fatherMiddlename" TEXT,
    "fatherLastname" TEXT,
    "witnessFirstname" TEXT,
    "witnessMiddlename" TEXT,
    "witnessLastname" TEXT,
    "birthCertificate" BOOLEAN NOT NULL DEFAULT false,
    "allParentDocs" BOOLEAN NOT NULL DEFAULT false,
    "godmotherDocs" BOOLEAN NOT NULL DEFAULT false,
    "godfatherDocs" BOOLEAN NOT NULL DEFAULT false,
    "baptismClassParents" BOOLEAN NOT NULL DEFAULT false,
    "baptismClassGodmother" BOOLEAN NOT NULL DEFAULT false,
    "baptismClassGodfather" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "registerBook" TEXT,
    "registerPage" TEXT,
    "registerEntry" TEXT,
    "confirmationNotation" TEXT,
    "marriageNotation" TEXT,
    "ordinationNotation" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Baptism_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BaptismGodparent" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "baptismId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "firstname" TEXT,
    "middlename" TEXT,
    "lastname" TEXT,

    CONSTRAINT "BaptismGodparent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BaptismDocument" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "baptismId" TEXT NOT NULL,
    "kind" "BaptismDocumentKind" NOT NULL,
    "fileId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BaptismDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Staff_churchId_lastname_firstname_idx" ON "Staff"("churchId", "lastname", "firstname");

-- CreateIndex
CREATE INDEX "Staff_churchId_status_role_idx" ON "Staff"("churchId", "status", "role");

-- CreateIndex
CREATE INDEX "BaptismDate_officiantId_idx" ON "BaptismDate"("officiantId");

-- CreateIndex
CREATE UNIQUE INDEX "BaptismDate_churchId_date_key" ON "BaptismDate"("churchId", "date");

-- CreateIndex
CREATE INDEX "Baptism_churchId_baptismDateId_idx" ON "Baptism"("churchId", "baptismDateId");

-- CreateIndex
CREATE INDEX "Baptism_baptismDateId_idx" ON "Baptism"("baptismDateId");

-- CreateIndex
CREATE INDEX "BaptismGodparent_churchId_idx" ON "BaptismGodparent"("churchId");

-- CreateIndex
CREATE UNIQUE INDEX "BaptismGodparent_baptismId_position_key" ON "BaptismGodparent"("baptismId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "BaptismDocument_fileId_key" ON "BaptismDocument"("fileId");

-- CreateIndex
CREATE INDEX "BaptismDocument_churchId_idx" ON "BaptismDocument"("churchId");

-- CreateIndex
CREATE UNIQUE INDEX "BaptismDocument_baptismId_kind_key" ON "BaptismDocument"("baptismId", "kind");

-- AddForeignKey
ALTER TABLE "Staff" ADD CONSTRAINT "Staff_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BaptismDate" ADD CONSTRAINT "BaptismDate_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A staff member who officiates, or a date with baptisms, cannot be deleted from under them; NO ACTION
-- (not RESTRICT) so that deleting a whole church, which cascades to all of them, still works.

-- AddForeignKey
ALTER TABLE "BaptismDate" ADD CONSTRAINT "BaptismDate_officiantId_fkey" FOREIGN KEY ("officiantId") REFERENCES "Staff"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Baptism" ADD CONSTRAINT "Baptism_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Baptism" ADD CONSTRAINT "Baptism_baptismDateId_fkey" FOREIGN KEY ("baptismDateId") REFERENCES "BaptismDate"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BaptismGodparent" ADD CONSTRAINT "BaptismGodparent_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BaptismGodparent" ADD CONSTRAINT "BaptismGodparent_baptismId_fkey" FOREIGN KEY ("baptismId") REFERENCES "Baptism"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BaptismDocument" ADD CONSTRAINT "BaptismDocument_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BaptismDocument" ADD CONSTRAINT "BaptismDocument_baptismId_fkey" FOREIGN KEY ("baptismId") REFERENCES "Baptism"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BaptismDocument" ADD CONSTRAINT "BaptismDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
