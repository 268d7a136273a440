-- CreateEnum
CREATE TYPE "DonationMethod" AS ENUM ('PAPER_ENVELOPES', 'GIVE_ONLINE');

-- CreateEnum
CREATE TYPE "MemberAgeGroup" AS ENUM ('ADULT', 'CHILD');


-- CreateTable
CREATE TABLE "Household" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "address" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "donationMethod" "DonationMethod",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Household_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Member" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "householdId" TEXT NOT NULL,
    "ageGroup" "MemberAgeGroup" NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "headOfHousehold" BOOLEAN NOT NULL DEFAULT false,
    "isPrimary" BOOLEAN NOT NULL DEFAULT false,
    "phone" TEXT,
    "email" TEXT,
    "dateOfBirth" DATE,
    "baptized" BOOLEAN NOT NULL DEFAULT false,
    "firstCommunion" BOOLEAN NOT NULL DEFAULT false,
    "confirmation" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExternalFormSettings" (
    "churchId" TEXT NOT NULL,
    "redirectUrl" TEXT,
    "notifyEmails" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExternalFormSettings_pkey" PRIMARY KEY ("churchId")
);

-- CreateIndex
CREATE INDEX "Household_churchId_email_idx" ON "Household"("churchId", "email");

-- CreateIndex
CREATE INDEX "Household_churchId_createdAt_idx" ON "Household"("churchId", "createdAt");

-- CreateIndex
CREATE INDEX "Member_churchId_lastname_firstname_idx" ON "Member"("churchId", "lastname", "firstname");

-- CreateIndex
CREATE INDEX "Member_householdId_idx" ON "Member"("householdId");

-- AddForeignKey
ALTER TABLE "Household" ADD CONSTRAINT "Household_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Member" ADD CONSTRAINT "Member_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Member" ADD CONSTRAINT "Member_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "Household"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalFormSettings" ADD CONSTRAINT "ExternalFormSettings_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;
