-- CreateEnum
CREATE TYPE "FuneralServiceType" AS ENUM ('Funeral Mass', 'Funeral Liturgy outside Mass', 'Memorial Mass', 'Graveside Service', 'Vigil Service');

-- CreateEnum
CREATE TYPE "FuneralRemains" AS ENUM ('Body', 'Cremated Remains', 'No Remains');

-- CreateTable
CREATE TABLE "Funeral" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "dateOfBirth" DATE,
    "dateOfDeath" DATE,
    "dateOfFuneral" DATE NOT NULL,
    "funeralTime" TEXT,
    "serviceType" "FuneralServiceType" NOT NULL,
    "remains" "FuneralRemains" NOT NULL,
    "officiantId" TEXT,
    "funeralHome" TEXT,
    "cemetery" TEXT,
    "contactName" TEXT,
    "contactRelationship" TEXT,
    "contactPhone" TEXT,
    "contactEmail" TEXT,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Funeral_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Funeral_churchId_dateOfFuneral_funeralTime_idx" ON "Funeral"("churchId", "dateOfFuneral", "funeralTime");

-- CreateIndex
CREATE INDEX "Funeral_officiantId_idx" ON "Funeral"("officiantId");

-- AddForeignKey
ALTER TABLE "Funeral" ADD CONSTRAINT "Funeral_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Funeral" ADD CONSTRAINT "Funeral_officiantId_fkey" FOREIGN KEY ("officiantId") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A funeral's time is the wall-clock "HH:MM" the form checks (or none yet).
ALTER TABLE "Funeral" ADD CONSTRAINT "Funeral_funeralTime_check" CHECK ("funeralTime" IS NULL OR "funeralTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
